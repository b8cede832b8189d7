/** What the 八字 pages print: 十神, 十二长生, 纳音, 神煞, 刑冲合会 and the 节 that start the months. */
import { LIFE_STAGES, NA_YIN, RELATIONS, SHEN_SHA, TEN_GODS } from './bazi';
import { CYCLE_GLOSSARY } from './cycle-glossary';
import { SOLAR_TERMS } from './sky';
import type { Glossary } from './term';

export const BAZI_GLOSSARY = {
  ...CYCLE_GLOSSARY,
  tenGod: TEN_GODS,
  lifeStage: LIFE_STAGES,
  naYin: NA_YIN,
  shenSha: SHEN_SHA,
  relation: RELATIONS,
  solarTerm: SOLAR_TERMS,
} as const satisfies Glossary;
