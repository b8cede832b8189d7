/**
 * What a birth chart is computed from, and how a lunar birth date becomes the solar
 * (Gregorian, Beijing time) input every chart function takes.
 */
import { LunarDay, LunarYear } from 'tyme4ts';
import { assertInteger, assertSolarDate, assertTime, MAX_YEAR, MIN_YEAR } from '../format';

export type Gender = 'male' | 'female';

/**
 * The two schools for the late 子 hour (23:00–24:00):
 * - `nextDay`: the day pillar already turns to the next day at 23:00 (子时 starts the day);
 * - `sameDay`: the day pillar stays on the calendar day until midnight (晚子时算当天).
 * The hour pillar is the same in both: 子时 with the next day's stem (五鼠遁).
 */
export type ZiSect = 'nextDay' | 'sameDay';

export interface BirthInput {
  /** Gregorian date and Beijing civil time (UTC+8) of birth. */
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second?: number;
  readonly gender: Gender;
  readonly ziSect: ZiSect;
  /** Degrees east of the birthplace; when given, day and hour pillars use true solar time. */
  readonly longitude?: number;
}

export interface LunarBirthInput {
  readonly lunarYear: number;
  /** 1–12; a negative month (−4) is the leap month (闰四月), as tyme4ts writes it. */
  readonly lunarMonth: number;
  readonly lunarDay: number;
  /** Alternative to a negative month: true for the leap month of `lunarMonth`. */
  readonly leapMonth?: boolean;
  readonly hour: number;
  readonly minute: number;
  readonly second?: number;
  readonly gender: Gender;
  readonly ziSect: ZiSect;
  readonly longitude?: number;
}

export function assertBirthInput(input: BirthInput): void {
  assertSolarDate(input.year, input.month, input.day);
  assertTime(input.hour, input.minute, input.second ?? 0);
  if (input.gender !== 'male' && input.gender !== 'female')
    throw new RangeError(`gender must be male or female, got ${String(input.gender)}`);
  if (input.ziSect !== 'nextDay' && input.ziSect !== 'sameDay')
    throw new RangeError(`ziSect must be nextDay or sameDay, got ${String(input.ziSect)}`);
  if (
    input.longitude !== undefined &&
    (!Number.isFinite(input.longitude) || input.longitude < -180 || input.longitude > 180)
  ) {
    throw new RangeError(`longitude must be from -180 to 180 degrees east, got ${input.longitude}`);
  }
}

/**
 * The solar birth input for a lunar birth date: the lunar day is converted by tyme4ts
 * (its new moons come from the 寿星天文历 ephemeris), the time of day is kept.
 */
export function birthInputFromLunar(input: LunarBirthInput): BirthInput {
  assertInteger(input.lunarYear, MIN_YEAR, MAX_YEAR, 'lunarYear');
  assertInteger(Math.abs(input.lunarMonth), 1, 12, 'lunarMonth');
  assertInteger(input.lunarDay, 1, 30, 'lunarDay');
  const leap = input.leapMonth === true || input.lunarMonth < 0;
  const month = Math.abs(input.lunarMonth);
  if (leap && LunarYear.fromYear(input.lunarYear).getLeapMonth() !== month) {
    throw new RangeError(`lunar year ${input.lunarYear} has no leap month ${month}`);
  }
  let lunarDay: LunarDay;
  try {
    lunarDay = LunarDay.fromYmd(input.lunarYear, leap ? -month : month, input.lunarDay);
  } catch {
    throw new RangeError(`lunar month ${leap ? '闰' : ''}${month} of ${input.lunarYear} has no day ${input.lunarDay}`);
  }
  const solar = lunarDay.getSolarDay();
  const { lunarYear: _y, lunarMonth: _m, lunarDay: _d, leapMonth: _l, ...rest } = input;
  return { ...rest, year: solar.getYear(), month: solar.getMonth(), day: solar.getDay() };
}

/** A birth as people enter it: in either calendar, leap month as a negative month for lunar dates. */
export interface BirthRecord {
  readonly calendar: 'solar' | 'lunar';
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly gender: Gender;
  readonly ziSect: ZiSect;
  readonly longitude?: number;
}

/** The solar input every chart function takes, for a birth in either calendar. Throws RangeError for impossible dates. */
export function birthInputOf(record: BirthRecord): BirthInput {
  const { calendar, year, month, day, ...rest } = record;
  const input: BirthInput =
    calendar === 'lunar'
      ? birthInputFromLunar({ lunarYear: year, lunarMonth: month, lunarDay: day, ...rest })
      : { year, month, day, ...rest };
  assertBirthInput(input);
  return input;
}
