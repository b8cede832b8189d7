/**
 * 月相 of a day as SolarDay.getPhase finds it, with every phase day kept once found.
 * The library starts at the next lunar month's 新月 and steps back phase by phase until a
 * phase's day is not after this one; every step asks Phase.getSolarDay, which searches the
 * ephemeris for the month's new moon again (~0.17 ms a step, about 1.3 ms a day in all).
 * The same walk runs here over remembered phase days, each computed by the library the
 * first time a walk needs it: at most eight for each of the ~4,950 lunar months of
 * MIN_YEAR…MAX_YEAR.
 */
import { LunarMonth, Phase } from 'tyme4ts';
import { solarDayOrdinal } from './almanac-year';
import { memoise } from './memo';

/** The day ordinal of a phase (0 新月 … 7 残月) of a lunar month, as Phase.getSolarDay gives it. */
const phaseDay = memoise(
  ([month, index]: readonly [LunarMonth, number]): number =>
    solarDayOrdinal(Phase.fromIndex(month.getYear(), month.getMonthWithLeap(), index).getSolarDay()),
  ([month, index]) => `${month.getYear()}:${month.getMonthWithLeap()}:${index}`,
);

/** The phase name of the day `today` (a day ordinal) in the lunar month given as tyme4ts numbers it (negative when leap). */
export function moonPhaseOf(today: number, lunarYear: number, lunarMonth: number): string {
  let month = LunarMonth.fromYm(lunarYear, lunarMonth).next(1);
  let index = 0;
  while (phaseDay([month, index]) > today) {
    if (index > 0) {
      index -= 1;
    } else {
      month = month.next(-1);
      index = Phase.NAMES.length - 1;
    }
  }
  return Phase.NAMES[index]!;
}
