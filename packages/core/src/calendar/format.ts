/**
 * Plain, JSON-friendly shapes shared by the calendar modules, and the few conversions
 * from tyme4ts objects into them. Every calendar output is built from these so the web
 * app and the server can send it as is.
 */
import type { SolarDay, SolarTime } from 'tyme4ts';

/** A wall-clock instant in Beijing time (UTC+8), the time zone every almanac is printed in. */
export interface DateTimeParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export interface DateTimeText extends DateTimeParts {
  /** `YYYY-MM-DD HH:mm:ss` */
  readonly text: string;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `YYYY-MM-DD` (years below 1000 are zero-padded so strings sort). */
export const ymdText = (year: number, month: number, day: number): string =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

export const hmsText = (hour: number, minute: number, second: number): string =>
  `${pad(hour)}:${pad(minute)}:${pad(second)}`;

export function dateTimeText(parts: DateTimeParts): DateTimeText {
  const { year, month, day, hour, minute, second } = parts;
  return {
    year,
    month,
    day,
    hour,
    minute,
    second,
    text: `${ymdText(year, month, day)} ${hmsText(hour, minute, second)}`,
  };
}

export const solarTimeParts = (time: SolarTime): DateTimeText =>
  dateTimeText({
    year: time.getYear(),
    month: time.getMonth(),
    day: time.getDay(),
    hour: time.getHour(),
    minute: time.getMinute(),
    second: time.getSecond(),
  });

export const solarDayText = (day: SolarDay): string => ymdText(day.getYear(), day.getMonth(), day.getDay());

/** Throws a RangeError naming the field unless `value` is an integer in [min, max]. */
export function assertInteger(value: number, min: number, max: number, field: string): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${field} must be an integer from ${min} to ${max}, got ${value}`);
  }
}

/**
 * Years the calendar layer accepts: every living person and two centuries ahead.
 * tyme4ts itself runs from 1 to 9999, but far from the present the ephemeris rests on
 * extrapolated ΔT and historical calendars, so a minute-exact chart is not promised there.
 */
export const MIN_YEAR = 1801;
export const MAX_YEAR = 2199;

/** Throws a RangeError unless year-month-day is a Gregorian date in the supported range. */
export function assertSolarDate(year: number, month: number, day: number): void {
  assertInteger(year, MIN_YEAR, MAX_YEAR, 'year');
  assertInteger(month, 1, 12, 'month');
  // Day 0 of the next month is the last day of this one (years here are ≥ 1801, so Date.UTC reads them as given).
  assertInteger(day, 1, new Date(Date.UTC(year, month, 0)).getUTCDate(), 'day');
}

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function assertTime(hour: number, minute: number, second: number): void {
  assertInteger(hour, 0, 23, 'hour');
  assertInteger(minute, 0, 59, 'minute');
  assertInteger(second, 0, 59, 'second');
}
