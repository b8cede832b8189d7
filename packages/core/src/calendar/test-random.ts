/**
 * Seeded random draws for the calendar's sampled tests, so every run checks the same
 * dates and a failure names a date that fails again.
 */
import { MAX_YEAR, MIN_YEAR } from './format';

/** mulberry32: a small, fast generator of numbers in [0, 1) from a 32-bit seed. */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;

/** A Gregorian date `[year, month, day]` drawn uniformly from the days of fromYear…toYear. */
export function randomDate(
  random: () => number,
  fromYear = MIN_YEAR,
  toYear = MAX_YEAR,
): [year: number, month: number, day: number] {
  const first = Date.UTC(fromYear, 0, 1) / DAY_MS;
  const last = Date.UTC(toYear, 11, 31) / DAY_MS;
  const date = new Date((first + Math.floor(random() * (last - first + 1))) * DAY_MS);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}
