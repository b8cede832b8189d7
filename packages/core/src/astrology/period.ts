/**
 * The stretches a sign horoscope covers, on the Asia/Shanghai calendar so that the same
 * day's horoscope is the same for everyone: a day, a week from Monday, a calendar month.
 */
import { assertInteger, ymdText } from '../calendar/format';
import { zoneOffsetMs, zoneWallToUtc } from '../qimen/zone';
import { CHART_MAX_YEAR, CHART_MIN_YEAR } from './birth';

export const HOROSCOPE_PERIODS = ['day', 'week', 'month'] as const;
export type HoroscopePeriod = (typeof HOROSCOPE_PERIODS)[number];

export const HOROSCOPE_ZONE = 'Asia/Shanghai';

export interface PeriodWindow {
  readonly period: HoroscopePeriod;
  /** First day, YYYY-MM-DD on the Shanghai calendar. */
  readonly start: string;
  /** Last day, inclusive. */
  readonly end: string;
  readonly fromMs: number;
  /** Exclusive: the next period's first midnight. */
  readonly toMs: number;
}

const DAY_MS = 86_400_000;
const civilDay = (ms: number): Date => new Date(ms);
const ymdOf = (d: Date): string => ymdText(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());

/**
 * The period containing the given day of a zone's calendar (Shanghai's for sign horoscopes,
 * a member's own for transits). Throws a RangeError for a day that does not exist.
 */
export function periodWindow(
  period: HoroscopePeriod,
  year: number,
  month: number,
  day: number,
  zone: string = HOROSCOPE_ZONE,
): PeriodWindow {
  assertInteger(year, CHART_MIN_YEAR, CHART_MAX_YEAR, 'year');
  assertInteger(month, 1, 12, 'month');
  assertInteger(day, 1, new Date(Date.UTC(year, month, 0)).getUTCDate(), 'day');
  const date = Date.UTC(year, month - 1, day);
  let first = date;
  let next = date + DAY_MS;
  if (period === 'week') {
    // getUTCDay: Sunday 0 … Saturday 6; the week starts on Monday.
    first = date - ((civilDay(date).getUTCDay() + 6) % 7) * DAY_MS;
    next = first + 7 * DAY_MS;
  } else if (period === 'month') {
    first = Date.UTC(year, month - 1, 1);
    next = Date.UTC(year, month, 1);
  }
  return {
    period,
    start: ymdOf(civilDay(first)),
    end: ymdOf(civilDay(next - DAY_MS)),
    fromMs: zoneWallToUtc(zone, first),
    toMs: zoneWallToUtc(zone, next),
  };
}

/** Today's date (year, month, day) on a zone's calendar. */
export function todayIn(zone: string, nowMs: number): [number, number, number] {
  const local = new Date(nowMs + zoneOffsetMs(zone, nowMs));
  return [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];
}
