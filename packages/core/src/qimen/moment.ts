/**
 * The moment a chart is cast for, read three ways: the wall clock the asker gave (in an
 * IANA zone, Asia/Shanghai unless told), the Beijing instant the solar terms are compared
 * with (tyme4ts gives term instants in UTC+8), and the local clock the day and hour 干支
 * are read from — true solar time when a longitude is given, else the zone's standard time
 * (summer time taken off, since the 时辰 follow the sun, not the clock's season).
 */
import { assertInteger, dateTimeText, type DateTimeParts, type DateTimeText } from '../calendar/format';
import { trueSolarTime } from '../calendar/true-solar-time';
import { canonicalZone, standardOffsetMs, zoneOffsetMs, zoneWallToUtc } from './zone';

export const QIMEN_MIN_YEAR = 1901;
export const QIMEN_MAX_YEAR = 2099;
export const DEFAULT_ZONE = 'Asia/Shanghai';

export interface QimenMomentInput {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  /** IANA time zone of the wall clock; Asia/Shanghai when absent. */
  readonly zone?: string;
  /** Degrees east; when given, the day and hour 干支 follow true solar time there. */
  readonly longitude?: number;
}

export interface QimenMoment {
  /** The wall clock as given. */
  readonly civil: DateTimeText;
  /** Canonical IANA name of its zone. */
  readonly zone: string;
  /** The zone's offset from UTC at that instant, in minutes (summer time included). */
  readonly utcOffsetMinutes: number;
  /** The same instant in Beijing time (UTC+8), against which the solar terms are read. */
  readonly beijing: DateTimeText;
  /** The clock the day and hour 干支 are read from. */
  readonly clock: DateTimeText;
  readonly clockKind: 'true-solar' | 'standard';
  /** With a longitude: the minutes true solar time runs ahead of Beijing time (negative west of 120°E). */
  readonly trueSolarOffsetMinutes?: number;
  readonly longitude?: number;
}

const MINUTE_MS = 60_000;
const BEIJING_OFFSET_MS = 480 * MINUTE_MS;

const wallMillis = (t: DateTimeParts): number => {
  const d = new Date(0);
  d.setUTCFullYear(t.year, t.month - 1, t.day);
  d.setUTCHours(t.hour, t.minute, t.second, 0);
  return d.getTime();
};

const partsOfWall = (ms: number): DateTimeText => {
  const d = new Date(ms);
  return dateTimeText({
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  });
};

/** Throws a RangeError naming the field for a date, time, zone or longitude out of range. */
export function qimenMoment(input: QimenMomentInput): QimenMoment {
  assertInteger(input.year, QIMEN_MIN_YEAR, QIMEN_MAX_YEAR, 'year');
  assertInteger(input.month, 1, 12, 'month');
  assertInteger(input.day, 1, new Date(Date.UTC(input.year, input.month, 0)).getUTCDate(), 'day');
  assertInteger(input.hour, 0, 23, 'hour');
  assertInteger(input.minute, 0, 59, 'minute');
  const { longitude } = input;
  if (longitude !== undefined && (!Number.isFinite(longitude) || longitude < -180 || longitude > 180)) {
    throw new RangeError(`longitude must be from -180 to 180 degrees east, got ${longitude}`);
  }
  const zone = canonicalZone(input.zone ?? DEFAULT_ZONE);
  const civil = dateTimeText({ ...input, second: 0 });
  const wall = wallMillis(civil);
  const utc = zoneWallToUtc(zone, wall);
  const offset = zoneOffsetMs(zone, utc);
  const beijing = partsOfWall(utc + BEIJING_OFFSET_MS);
  const base = { civil, zone, utcOffsetMinutes: offset / MINUTE_MS, beijing };
  if (longitude !== undefined) {
    const solar = trueSolarTime(beijing, longitude);
    return {
      ...base,
      clock: dateTimeText(solar),
      clockKind: 'true-solar',
      trueSolarOffsetMinutes: solar.offsetMinutes,
      longitude,
    };
  }
  const standard = standardOffsetMs([zone, civil.year]);
  return { ...base, clock: partsOfWall(utc + standard), clockKind: 'standard' };
}
