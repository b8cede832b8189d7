/**
 * True (apparent) solar time from Beijing civil time and a longitude.
 *
 * Beijing time is mean solar time on the standard meridian 120°E. Local apparent solar
 * time differs from it by
 *   1. the longitude correction: the Sun crosses a meridian 4 minutes later for every
 *      degree west (360° in 1440 minutes), and
 *   2. the equation of time: apparent minus mean solar time, from the eccentricity of
 *      the Earth's orbit and the obliquity of the ecliptic (−14.2 min in mid-February,
 *      +16.4 min in early November).
 * The equation of time uses the Fourier series of J. W. Spencer (1971, "Fourier series
 * representation of the position of the Sun", Search 2(5):172), as published by the
 * NOAA Global Monitoring Laboratory ("General Solar Position Calculations"): accurate to
 * about ±30 s, well inside the minute a birth chart needs.
 */
import { assertSolarDate, assertTime, dateTimeText, isLeapYear, type DateTimeParts, type DateTimeText } from './format';

/** Beijing time is mean solar time on this meridian (UTC+8 × 15°/h). */
export const BEIJING_MERIDIAN = 120;

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
const BEIJING_OFFSET_MS = 8 * MS_PER_HOUR;

export interface TrueSolarTime extends DateTimeText {
  /** Degrees east of Greenwich (west is negative). */
  readonly longitude: number;
  /** 4 × (longitude − 120°), in minutes: negative west of 120°E. */
  readonly longitudeMinutes: number;
  /** Apparent minus mean solar time at that instant, in minutes. */
  readonly equationOfTimeMinutes: number;
  /** longitudeMinutes + equationOfTimeMinutes: add to Beijing time to get true solar time. */
  readonly offsetMinutes: number;
}

/** Milliseconds since the Unix epoch of a Beijing wall-clock time. */
function beijingToUtcMillis(time: DateTimeParts): number {
  const local = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  local.setUTCFullYear(time.year, time.month - 1, time.day);
  local.setUTCHours(time.hour, time.minute, time.second, 0);
  return local.getTime() - BEIJING_OFFSET_MS;
}

/**
 * The equation of time in minutes at a UTC instant (NOAA / Spencer). γ is the fractional
 * year in radians, counted from 1 January 00:00 UTC, with 366 days in leap years as NOAA
 * prescribes.
 */
export function equationOfTimeAtUtc(utcMillis: number): number {
  const date = new Date(utcMillis);
  const year = date.getUTCFullYear();
  const startOfYear = new Date(0);
  startOfYear.setUTCFullYear(year, 0, 1);
  const dayOfYear = Math.floor((utcMillis - startOfYear.getTime()) / (24 * MS_PER_HOUR)) + 1;
  const hour = date.getUTCHours() + date.getUTCMinutes() / 60 + date.getUTCSeconds() / 3600;
  const daysInYear = isLeapYear(year) ? 366 : 365;
  const gamma = ((2 * Math.PI) / daysInYear) * (dayOfYear - 1 + (hour - 12) / 24);
  return (
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(gamma) -
      0.032077 * Math.sin(gamma) -
      0.014615 * Math.cos(2 * gamma) -
      0.040849 * Math.sin(2 * gamma))
  );
}

/** The equation of time in minutes at a Beijing wall-clock time. */
export const equationOfTimeMinutes = (beijing: DateTimeParts): number =>
  equationOfTimeAtUtc(beijingToUtcMillis(beijing));

/**
 * Local apparent solar time at `longitude` for a Beijing civil time, rounded to the
 * second. The result may fall on the previous or next calendar day.
 */
export function trueSolarTime(beijing: DateTimeParts, longitude: number): TrueSolarTime {
  assertSolarDate(beijing.year, beijing.month, beijing.day);
  assertTime(beijing.hour, beijing.minute, beijing.second);
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw new RangeError(`longitude must be from -180 to 180 degrees east, got ${longitude}`);
  }
  const utc = beijingToUtcMillis(beijing);
  const longitudeMinutes = 4 * (longitude - BEIJING_MERIDIAN);
  const equation = equationOfTimeAtUtc(utc);
  const offsetMinutes = longitudeMinutes + equation;
  // Shift the Beijing wall clock by the offset, then read the wall clock back in UTC fields.
  const apparent = new Date(Math.round((utc + BEIJING_OFFSET_MS + offsetMinutes * MS_PER_MINUTE) / 1000) * 1000);
  return {
    ...dateTimeText({
      year: apparent.getUTCFullYear(),
      month: apparent.getUTCMonth() + 1,
      day: apparent.getUTCDate(),
      hour: apparent.getUTCHours(),
      minute: apparent.getUTCMinutes(),
      second: apparent.getUTCSeconds(),
    }),
    longitude,
    longitudeMinutes,
    equationOfTimeMinutes: equation,
    offsetMinutes,
  };
}
