/**
 * Per-year facts taken once from tyme4ts and reused by every chart in that year:
 * the instants of the 节 that open the twelve 干支 months, and the lunar months that
 * cover a Gregorian year. Computing them is what makes a tyme4ts chart slow (each
 * EightChar recomputes solar terms and new moons from the ephemeris); reading them from
 * here makes a chart some twenty times faster. fast-pillars.test.ts holds every result
 * built on these caches equal to the library's own answers.
 *
 * The caches are bounded (one entry per year in MIN_YEAR…MAX_YEAR, at most a few
 * hundred), filled lazily, and never change an entry once written.
 */
import { SolarTerm, SolarDay, type LunarMonth, type SolarTime } from 'tyme4ts';
import { MAX_YEAR, MIN_YEAR, type DateTimeParts } from '../format';

/** Seconds since 1970-01-01 00:00 of a Beijing wall-clock reading, counted as if it were UTC. */
export function wallSeconds(t: DateTimeParts): number {
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) / 1000;
}

/** Days since 1970-01-01 of a calendar date. */
export const dayOrdinal = (year: number, month: number, day: number): number =>
  Date.UTC(year, month - 1, day) / 86_400_000;

const solarTimeSeconds = (t: SolarTime): number =>
  wallSeconds({
    year: t.getYear(),
    month: t.getMonth(),
    day: t.getDay(),
    hour: t.getHour(),
    minute: t.getMinute(),
    second: t.getSecond(),
  });

export interface JieYear {
  /** The 节 opening month k of the 干支 year (k = 0 立春 … 11 小寒 of the next year), and k = 12, the next 立春. */
  readonly terms: readonly SolarTerm[];
  /** Their instants, as tyme4ts rounds them to the second (SolarTerm.getJulianDay().getSolarTime()). */
  readonly times: readonly SolarTime[];
  /** The same instants in wallSeconds, for comparisons. */
  readonly seconds: readonly number[];
}

const jieYears = new Map<number, JieYear>();

/** The thirteen 节 instants bounding the months of the 干支 year that starts at `year`'s 立春. */
export function jieYear(year: number): JieYear {
  let entry = jieYears.get(year);
  if (!entry) {
    if (year < MIN_YEAR - 1 || year > MAX_YEAR + 1) throw new RangeError(`year ${year} is outside the calendar range`);
    // SolarTerm index 3 is 立春; every second index after it is the next 节 (index 25 is the next 小寒).
    const terms = Array.from({ length: 13 }, (_, k) => SolarTerm.fromIndex(year, 3 + 2 * k));
    const times = terms.map((term) => term.getJulianDay().getSolarTime());
    entry = { terms, times, seconds: times.map(solarTimeSeconds) };
    jieYears.set(year, entry);
  }
  return entry;
}

export interface LunarMonthRun {
  /** dayOrdinal of the month's first day (初一). */
  readonly start: number;
  readonly dayCount: number;
  readonly month: LunarMonth;
  /** LunarMonth.toString(), e.g. '农历乙巳年十一月'. */
  readonly text: string;
}

const lunarYears = new Map<number, readonly LunarMonthRun[]>();

const runOf = (month: LunarMonth): LunarMonthRun => {
  const first = month.getFirstJulianDay().getSolarDay();
  return {
    start: dayOrdinal(first.getYear(), first.getMonth(), first.getDay()),
    dayCount: month.getDayCount(),
    month,
    text: month.toString(),
  };
};

/** The lunar months covering the Gregorian year, from the one holding 1 January to the one holding 31 December. */
export function lunarMonthsOfYear(year: number): readonly LunarMonthRun[] {
  let runs = lunarYears.get(year);
  if (!runs) {
    if (year < MIN_YEAR || year > MAX_YEAR) throw new RangeError(`year ${year} is outside the calendar range`);
    const end = dayOrdinal(year, 12, 31);
    let month = SolarDay.fromYmd(year, 1, 1).getLunarDay().getLunarMonth();
    const list: LunarMonthRun[] = [runOf(month)];
    while (list[list.length - 1]!.start + list[list.length - 1]!.dayCount <= end) {
      month = month.next(1);
      list.push(runOf(month));
    }
    runs = list;
    lunarYears.set(year, runs);
  }
  return runs;
}
