/**
 * The fast path of a chart: the same four pillars, child limit and lunar date tyme4ts
 * gives, computed from the per-year caches in year-cache.ts instead of recomputing the
 * ephemeris for every birth. The counting rules are tyme4ts' own, restated:
 * - year: the 干支 year P is the civil year, or the one before while the birth precedes
 *   that year's 立春 instant; its pillar is SixtyCycle(P − 4) (SixtyCycleYear);
 * - month: month k of year P runs from its 节 instant to the next; its pillar is
 *   SixtyCycle(12·P − 46 + k) (SixtyCycleYear.getFirstMonth().next(k));
 * - day: the date's pillar is SixtyCycle(days since 2000-01-07, a 甲子 day)
 *   (SixtyCycleDay); under `nextDay` 23:00–24:00 takes the next one
 *   (DefaultEightCharProvider), under `sameDay` it does not (LunarSect2EightCharProvider);
 * - hour: SixtyCycle(12·stem + branch) with the date's stem, or from 23:00 the next
 *   stem and 子 (LunarHour.getSixtyCycle, 五鼠遁);
 * - child limit: from birth to the next 节 (顺行) or back to the previous one (逆行),
 *   split as DefaultChildLimitProvider splits it (3 days = 1 year, 6 hours = 1 month,
 *   12 minutes = 1 day, 30 seconds = 1 hour, 1 second = 2 minutes), with the end time
 *   from the provider's own calendar arithmetic (AbstractChildLimitProvider.next).
 * fast-pillars.test.ts holds all of it equal to tyme4ts over 20,000 random births.
 *
 * One deliberate difference: tyme4ts finds the term in force by day first
 * (SolarDay.getTerm, from a rounded day that for a few 节 before 1900 is a day late) and
 * so, in the minutes between such a 节 and midnight, keeps the old month. Here the
 * exact instant always decides (see the 1883 寒露 test).
 */
import { DefaultChildLimitProvider, EightChar, LunarDay, SixtyCycle, type SolarTime } from 'tyme4ts';
import type { DateTimeParts } from '../format';
import type { LunarDateSummary } from '../lunar-date';
import { isForward, type ChildLimitFacts } from './fortune';
import type { Gender, ZiSect } from './input';
import { dayOrdinal, jieYear, lunarMonthsOfYear, wallSeconds, type JieYear } from './year-cache';

const CHILD_LIMIT = new DefaultChildLimitProvider();
/** 2000-01-07 was a 甲子 day. */
const JIA_ZI_DAY = dayOrdinal(2000, 1, 7);

/** The 干支 of the day `ordinal` (a dayOrdinal), as SixtyCycleDay and LunarDay.getSixtyCycle give it. */
export const dayPillarOf = (ordinal: number): SixtyCycle => SixtyCycle.fromIndex(ordinal - JIA_ZI_DAY);

export interface FastPillars {
  readonly eightChar: EightChar;
  /** The 干支 year (by 立春) and month index in it (0 = 寅 … 11 = 丑). */
  readonly pillarYear: number;
  readonly monthIndex: number;
  readonly jie: JieYear;
  /** wallSeconds of the civil birth instant. */
  readonly civilSeconds: number;
}

/** Year and month pillars of a civil instant, day and hour pillars of a local clock reading. */
export function fastPillars(civil: DateTimeParts, local: DateTimeParts, ziSect: ZiSect): FastPillars {
  const t = wallSeconds(civil);
  let pillarYear = civil.year;
  let jie = jieYear(pillarYear);
  if (t < jie.seconds[0]!) {
    pillarYear -= 1;
    jie = jieYear(pillarYear);
  }
  let monthIndex = 0;
  while (monthIndex < 11 && jie.seconds[monthIndex + 1]! <= t) monthIndex += 1;
  const year = SixtyCycle.fromIndex(pillarYear - 4);
  const month = SixtyCycle.fromIndex(pillarYear * 12 - 46 + monthIndex);
  const dateDay = dayPillarOf(dayOrdinal(local.year, local.month, local.day));
  const late = local.hour >= 23;
  const day = late && ziSect === 'nextDay' ? dateDay.next(1) : dateDay;
  const hourStem = late ? dateDay.getHeavenStem().next(1) : dateDay.getHeavenStem();
  const hour = SixtyCycle.fromIndex(hourStem.getIndex() * 12 + (late ? 0 : Math.floor((local.hour + 1) / 2)));
  return { eightChar: new EightChar(year, month, day, hour), pillarYear, monthIndex, jie, civilSeconds: t };
}

/** The child limit of a birth from its fast pillars (the civil SolarTime anchors the end-time arithmetic). */
export function fastChildLimit(civil: SolarTime, pillars: FastPillars, gender: Gender): ChildLimitFacts {
  const forward = isForward(pillars.eightChar.getYear(), gender);
  const k = forward ? pillars.monthIndex + 1 : pillars.monthIndex;
  let seconds = Math.abs(pillars.jie.seconds[k]! - pillars.civilSeconds);
  const years = Math.floor(seconds / 259_200);
  seconds %= 259_200;
  const months = Math.floor(seconds / 21_600);
  seconds %= 21_600;
  const days = Math.floor(seconds / 720);
  seconds %= 720;
  const hours = Math.floor(seconds / 30);
  const minutes = (seconds % 30) * 2;
  const info = CHILD_LIMIT.next(civil, years, months, days, hours, minutes, 0);
  return {
    forward,
    jie: pillars.jie.terms[k]!,
    jieTime: pillars.jie.times[k]!,
    years,
    months,
    days,
    hours,
    minutes,
    startTime: info.getEndTime(),
  };
}

/** The lunar date of a Gregorian date, as lunarDateSummary(SolarDay.getLunarDay()) gives it. */
export function fastLunarDate(year: number, month: number, day: number): LunarDateSummary {
  const ordinal = dayOrdinal(year, month, day);
  const run = lunarMonthsOfYear(year).find((r) => ordinal >= r.start && ordinal < r.start + r.dayCount);
  if (!run) throw new RangeError(`no lunar month holds ${year}-${month}-${day}`);
  const lunarDay = ordinal - run.start + 1;
  const dayName = LunarDay.NAMES[lunarDay - 1] ?? '';
  return {
    year: run.month.getYear(),
    month: run.month.getMonthWithLeap(),
    day: lunarDay,
    leap: run.month.isLeap(),
    monthName: run.month.getName(),
    dayName,
    // LunarDay.toString is its month's toString followed by the day's name.
    text: `${run.text}${dayName}`,
  };
}
