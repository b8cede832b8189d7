/** What the 紫微斗数 board prints: stars, palaces, brightness, 四化 and the 五行局. */
import { CYCLE_GLOSSARY } from './cycle-glossary';
import type { Glossary } from './term';
import { ZIWEI_BRIGHTNESS, ZIWEI_ELEMENT_CLASSES, ZIWEI_MUTAGENS, ZIWEI_PALACES } from './ziwei';
import { ZIWEI_STARS } from './ziwei-stars';

export const ZIWEI_GLOSSARY = {
  ...CYCLE_GLOSSARY,
  star: ZIWEI_STARS,
  palace: ZIWEI_PALACES,
  brightness: ZIWEI_BRIGHTNESS,
  mutagen: ZIWEI_MUTAGENS,
  elementClass: ZIWEI_ELEMENT_CLASSES,
} as const satisfies Glossary;
