/**
 * The instants of all twenty-four solar terms, taken once per year from tyme4ts (each costs
 * about 0.1 ms of ephemeris) and reused by every chart of that year. Instants are Beijing
 * time (UTC+8), as tyme4ts gives them, rounded to the second.
 */
import { SolarTerm } from 'tyme4ts';
import { dayOrdinal, wallSeconds } from '../calendar/bazi/year-cache';
import { solarTimeParts, type DateTimeText } from '../calendar/format';
import { memoise } from '../calendar/memo';

export interface TermYear {
  /** Beijing wall time of SolarTerm.fromIndex(year, i), i = 0 … 24. */
  readonly times: readonly DateTimeText[];
  /** wallSeconds of SolarTerm.fromIndex(year, i) for i = 0 (冬至 of the December before) … 24 (冬至 of this December). */
  readonly seconds: readonly number[];
  /** dayOrdinal of the Beijing date each of those terms falls on. */
  readonly days: readonly number[];
}

/** Years the term cache serves: the 置闰 method looks back two years from 1901, its test eight. */
const FIRST_YEAR = 1890;
const LAST_YEAR = 2101;

export const termYear = memoise((year: number): TermYear => {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new RangeError(`solar terms of ${year} are outside the supported range`);
  }
  const times = Array.from({ length: 25 }, (_, i) =>
    solarTimeParts(SolarTerm.fromIndex(year, i).getJulianDay().getSolarTime()),
  );
  return {
    times,
    seconds: times.map(wallSeconds),
    days: times.map((t) => dayOrdinal(t.year, t.month, t.day)),
  };
});

/** A term counted from 冬至 of 1 BC's December: k = 24·year + i for SolarTerm.fromIndex(year, i). */
export const termSeconds = (k: number): number => termYear(Math.floor(k / 24)).seconds[k % 24]!;
export const termDay = (k: number): number => termYear(Math.floor(k / 24)).days[k % 24]!;

/** The term in force at a Beijing instant (wallSeconds), as an absolute count k. */
export function termAt(beijingSeconds: number, beijingYear: number): number {
  const { seconds } = termYear(beijingYear);
  // 冬至 of the previous December precedes every instant of the year; 冬至 of this one may not.
  let i = 24;
  while (seconds[i]! > beijingSeconds) i -= 1;
  return beijingYear * 24 + i;
}

/** The Beijing wall time of term k. */
export const termTime = (k: number): DateTimeText => termYear(Math.floor(k / 24)).times[k % 24]!;
