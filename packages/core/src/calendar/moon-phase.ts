/**
 * 月相 of a day as SolarDay.getPhase finds it, from moon-phase days computed once each.
 * SolarDay.getPhase steps back from the next lunar month's 新月, phase by phase, until a
 * phase's day is not after this one. Each step asks Phase.getSolarDay, which finds the
 * month's lunation afresh by solving for one new moon after another from the start of the
 * lunar year (ShouXingUtil.msaLonT, ~20 µs each, up to thirteen a step): over a
 * millisecond a day. Here the same walk runs over phase days found with the library's own
 * functions and rule (Phase.getStartSolarTime, restated below), each solved once and kept:
 * a lunar month met for the first time costs one msaLonT for its lunation and up to three
 * for its quarters. almanac-facts.test.ts holds the result equal to SolarDay.getPhase over
 * random days, whole years and the first day of every lunar month.
 */
import { JulianDay, LunarMonth, Phase, ShouXingUtil } from 'tyme4ts';
import { lunarMonthFirstDay, solarDayOrdinal } from './almanac-year';
import type { LunarDateSummary } from './lunar-date';
import { memoise } from './memo';

/** Phase.getStartSolarTime's origin: msaLonT counts from J2000, and Beijing is a third of a day ahead. */
const BEIJING_J2000 = JulianDay.J2000 + ShouXingUtil.ONE_THIRD;
/** Phase.getStartSolarTime's mean year and mean lunation, in days. */
const MEAN_YEAR = 365.2422;
const MEAN_LUNATION = 29.53058886;

/**
 * The day (ordinal) of the moment the moon stands `quarter` quarters (0 新月 … 3 下弦)
 * past the sun in lunation `lunation` counted from the first new moon of 2000, computed as
 * Phase.getStartSolarTime computes it. Keyed by lunation·4 + quarter: at most four for
 * each of the ~4,950 lunations of MIN_YEAR…MAX_YEAR.
 */
const quarterDay = memoise(
  ([lunation, quarter]: readonly [number, number]): number => {
    const t = ShouXingUtil.msaLonT((lunation + quarter / 4) * ShouXingUtil.PI_2) * 36525;
    return solarDayOrdinal(JulianDay.fromJulianDay(BEIJING_J2000 + t - ShouXingUtil.dtT(t)).getSolarDay());
  },
  ([lunation, quarter]) => lunation * 4 + quarter,
);

const newMoonDay = (lunation: number): number => quarterDay([lunation, 0]);

/** A lunar month as tyme4ts numbers it (negative when leap) and the day ordinal of its 初一. */
interface LunarMonthStart {
  readonly year: number;
  readonly month: number;
  readonly firstDay: number;
}

const startOf = (month: LunarMonth): LunarMonthStart => ({
  year: month.getYear(),
  month: month.getMonthWithLeap(),
  firstDay: lunarMonthFirstDay(month),
});

/**
 * Phase.getStartSolarTime's lunation of a lunar month: the first one, counted up from the
 * mean lunation at the start of the month's lunar year, whose new moon falls on or after
 * the month's first day. New moons only move forward, so the same lunation is found by
 * starting next to the month's first day and stepping to the first one not before it; a
 * new moon less than 29 days after the first day is that first one, as new moons come
 * more than 29 days apart.
 */
const lunationOf = memoise(
  ({ year, firstDay }: LunarMonthStart): number => {
    const lowest = Math.floor(((year - 2000) * MEAN_YEAR) / MEAN_LUNATION);
    let lunation = Math.max(lowest, Math.round((firstDay - newMoonDay(0)) / MEAN_LUNATION));
    while (lunation > lowest && newMoonDay(lunation) >= firstDay + 29 && newMoonDay(lunation - 1) >= firstDay) {
      lunation -= 1;
    }
    while (newMoonDay(lunation) < firstDay) lunation += 1;
    return lunation;
  },
  ({ year, month }) => `${year}:${month}`,
);

/** Phase.getSolarDay: phases 2q and 2q + 1 share quarter q's moment; the odd one is the day after. */
const phaseDay = (start: LunarMonthStart, index: number): number =>
  quarterDay([lunationOf(start), Math.floor(index / 2)]) + (index % 2);

/** SolarDay.getPhase's walk from phase `index` of a month back, phase by phase and month by month, to the first not after today. */
function phaseOnOrBefore(today: number, start: LunarMonthStart, index: number): string {
  for (let i = index; i >= 0; i -= 1) if (phaseDay(start, i) <= today) return Phase.NAMES[i]!;
  return phaseOnOrBefore(today, startOf(LunarMonth.fromYm(start.year, start.month).next(-1)), Phase.NAMES.length - 1);
}

/**
 * The phase name of the day `today` (a day ordinal), the `day`th of lunar month `month`
 * (negative when leap) of lunar year `year`. SolarDay.getPhase starts its walk at the
 * next month's 新月, but by Phase's rule that falls on or after the next month's first day,
 * after every day of this month: the walk always steps on to this month's last phase,
 * and starts there here.
 */
export function moonPhaseOf(
  today: number,
  { year, month, day }: Pick<LunarDateSummary, 'year' | 'month' | 'day'>,
): string {
  return phaseOnOrBefore(today, { year, month, firstDay: today - day + 1 }, Phase.NAMES.length - 1);
}
