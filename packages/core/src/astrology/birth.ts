/**
 * A birth as people give it — a date, a wall-clock time (or none), the IANA zone of that
 * clock and the place's coordinates — and the UTC instant it names. The platform's zone
 * database supplies historical offsets and summer time: Beijing 1988-06-15 10:30 is 01:30 UTC.
 */
import { assertInteger } from '../calendar/format';
import { canonicalZone, zoneWallToUtc } from '../qimen/zone';

/** Charts are drawn for these years; accuracy against the Swiss Ephemeris is tested for 1900–2050. */
export const CHART_MIN_YEAR = 1900;
export const CHART_MAX_YEAR = 2100;

export interface BirthInput {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  /** Absent when the time of birth is not known. */
  readonly time?: { readonly hour: number; readonly minute: number };
  readonly zone: string;
  /** Degrees north (negative south). */
  readonly latitude: number;
  /** Degrees east (negative west). */
  readonly longitude: number;
}

export interface Birth extends BirthInput {
  /** Canonical IANA name. */
  readonly zone: string;
  /** The instant of birth; with an unknown time, local noon of that day. */
  readonly utcMs: number;
  /** With an unknown time: the day's local midnight and the next one, between which the birth fell. */
  readonly dayRangeUtcMs?: readonly [number, number];
}

const wallMs = (year: number, month: number, day: number, hour: number, minute: number): number => {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, 0, 0);
  return d.getTime();
};

function assertCoordinate(value: number, limit: number, field: string): void {
  if (!Number.isFinite(value) || Math.abs(value) > limit) {
    throw new RangeError(`${field} must be a number from ${-limit} to ${limit}, got ${value}`);
  }
}

/** Throws a RangeError naming the field for any value out of range or a zone the platform does not know. */
export function birthOf(input: BirthInput): Birth {
  const { year, month, day, time } = input;
  assertInteger(year, CHART_MIN_YEAR, CHART_MAX_YEAR, 'year');
  assertInteger(month, 1, 12, 'month');
  assertInteger(day, 1, new Date(Date.UTC(2000, month, 0)).getUTCDate(), 'day');
  if (new Date(wallMs(year, month, day, 0, 0)).getUTCDate() !== day) {
    throw new RangeError(`day must be a day of ${year}-${month}, got ${day}`);
  }
  if (time) {
    assertInteger(time.hour, 0, 23, 'hour');
    assertInteger(time.minute, 0, 59, 'minute');
  }
  assertCoordinate(input.latitude, 90, 'latitude');
  assertCoordinate(input.longitude, 180, 'longitude');
  const zone = canonicalZone(input.zone);
  if (time) return { ...input, zone, utcMs: zoneWallToUtc(zone, wallMs(year, month, day, time.hour, time.minute)) };
  const dayStart = zoneWallToUtc(zone, wallMs(year, month, day, 0, 0));
  const dayEnd = zoneWallToUtc(zone, wallMs(year, month, day + 1, 0, 0));
  return {
    ...input,
    zone,
    utcMs: zoneWallToUtc(zone, wallMs(year, month, day, 12, 0)),
    dayRangeUtcMs: [dayStart, dayEnd],
  };
}
