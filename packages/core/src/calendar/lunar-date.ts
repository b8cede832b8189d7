/**
 * A lunar date as plain data, named as tyme4ts names it.
 */
import { LunarDay, LunarYear, SolarDay } from 'tyme4ts';
import { assertInteger, assertSolarDate, MAX_YEAR, MIN_YEAR } from './format';

export interface LunarDateSummary {
  readonly year: number;
  /** 1–12, negative for a leap month (tyme4ts' convention). */
  readonly month: number;
  readonly day: number;
  readonly leap: boolean;
  /** e.g. '正月' / '闰四月' */
  readonly monthName: string;
  /** e.g. '初一' */
  readonly dayName: string;
  /** tyme4ts' full text, e.g. '农历庚辰年正月初一' (the year named by 春节, not 立春). */
  readonly text: string;
}

export function lunarDateSummary(lunarDay: LunarDay): LunarDateSummary {
  const month = lunarDay.getLunarMonth();
  return {
    year: lunarDay.getYear(),
    month: month.getMonthWithLeap(),
    day: lunarDay.getDay(),
    leap: month.isLeap(),
    monthName: month.getName(),
    dayName: lunarDay.getName(),
    text: lunarDay.toString(),
  };
}

export interface LunarMonthOption {
  /** tyme4ts' month number: 1–12, negative for the leap month (−4 is 闰四月). */
  readonly month: number;
  /** e.g. '正月', '闰四月' */
  readonly name: string;
  /** 29 or 30 */
  readonly dayCount: number;
}

/** The months of a lunar year in order, leap month included, for a lunar date picker. */
export function lunarMonthsOf(year: number): LunarMonthOption[] {
  assertInteger(year, MIN_YEAR, MAX_YEAR, 'year');
  return LunarYear.fromYear(year)
    .getMonths()
    .map((month) => ({ month: month.getMonthWithLeap(), name: month.getName(), dayCount: month.getDayCount() }));
}

/** '初一' … '三十', tyme4ts' names of the lunar days. */
export const LUNAR_DAY_NAMES: readonly string[] = LunarDay.NAMES;

/** The lunar date of a Gregorian date. */
export function lunarDateOf(year: number, month: number, day: number): LunarDateSummary {
  assertSolarDate(year, month, day);
  return lunarDateSummary(SolarDay.fromYmd(year, month, day).getLunarDay());
}

/** The Gregorian date of a lunar date (negative month for a leap month), as `[y, m, d]`. */
export function solarDateOfLunar(year: number, month: number, day: number): [number, number, number] {
  assertInteger(year, MIN_YEAR, MAX_YEAR, 'year');
  const solar = LunarDay.fromYmd(year, month, day).getSolarDay();
  return [solar.getYear(), solar.getMonth(), solar.getDay()];
}
