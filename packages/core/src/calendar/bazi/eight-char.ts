/**
 * The library path to the four pillars: tyme4ts' eight-char providers, one per 子时
 * school, called directly — never through the global `LunarHour.provider`, which other
 * code may set. baziChart reads the same pillars through fast-pillars.ts; this is the
 * reference fast-pillars.test.ts holds it equal to.
 */
import {
  DefaultEightCharProvider,
  LunarSect2EightCharProvider,
  type EightChar,
  type EightCharProvider,
  type SolarTime,
} from 'tyme4ts';
import type { ZiSect } from './input';

/** Stateless strategy objects, one per school; never assigned to the library's globals. */
const PROVIDERS: Readonly<Record<ZiSect, EightCharProvider>> = {
  // 23:00 already counts as the next day (子时 opens the day).
  nextDay: new DefaultEightCharProvider(),
  // The day pillar follows the calendar date until midnight (晚子时算当天).
  sameDay: new LunarSect2EightCharProvider(),
};

/** tyme4ts' eight characters for one clock reading and school. */
export const libraryEightChar = (time: SolarTime, ziSect: ZiSect): EightChar =>
  PROVIDERS[ziSect].getEightChar(time.getLunarHour());
