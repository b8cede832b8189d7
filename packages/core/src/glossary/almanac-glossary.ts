/** What the almanac pages (老黄历, 择日) print: the day's and the 时辰's terms. */
import { ACTIVITIES } from './activities';
import { DIRECTIONS, DUTIES, LUCK, NINE_STARS, TWELVE_STARS } from './almanac-marks';
import { CYCLE_GLOSSARY } from './cycle-glossary';
import { FESTIVALS, SEASONS } from './festivals';
import { fetusName } from './fetus';
import { GODS } from './gods';
import { lunarDayName, lunarMonthName, MOON_PHASES, SIX_STARS } from './lunar-calendar';
import { PENG_ZU } from './peng-zu';
import { PENTADS, PHENOLOGY } from './phenology';
import { MANSIONS, SOLAR_TERMS } from './sky';
import type { Glossary } from './term';

export const ALMANAC_GLOSSARY = {
  ...CYCLE_GLOSSARY,
  activity: ACTIVITIES,
  god: GODS,
  twelveStar: TWELVE_STARS,
  luck: LUCK,
  duty: DUTIES,
  mansion: MANSIONS,
  direction: DIRECTIONS,
  nineStar: NINE_STARS,
  fetus: fetusName,
  solarTerm: SOLAR_TERMS,
  phenology: PHENOLOGY,
  pentad: PENTADS,
  pengZu: PENG_ZU,
  lunarMonth: lunarMonthName,
  lunarDay: lunarDayName,
  festival: FESTIVALS,
  season: SEASONS,
  moonPhase: MOON_PHASES,
  sixStar: SIX_STARS,
} as const satisfies Glossary;
