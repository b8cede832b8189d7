/**
 * The lunar festival of a day (LunarDay.getFestival, that is LunarFestival.fromYmd) from
 * facts the almanac already holds: the lunar date, the day's solar term and, for 除夕,
 * the first day of the next 正月. LunarFestival.fromYmd tests the day against every
 * festival's Event rule and, for each, rebuilds lunar months and solar terms
 * (~0.2 ms a day); here the same rules, read once from the library's data, are tested
 * against the cached facts. almanac-facts.test.ts holds the result equal to the
 * library's over random days and whole years.
 */
import { Event, EventType, LegalHoliday, LunarFestival, LunarMonth, type SolarTermDay } from 'tyme4ts';
import { lunarMonthFirstDay } from './almanac-year';
import type { LunarDateSummary } from './lunar-date';
import { memoise } from './memo';

/** A LunarFestival rule as LunarFestival.fromYmd reads it from the festival's Event. */
type FestivalRule =
  | {
      readonly kind: 'lunarDay';
      readonly name: string;
      readonly event: Event;
      readonly month: number;
      readonly day: number;
      /** Days from the lunar date to the festival (除夕 is −1: the day before 春节). */
      readonly offset: number;
    }
  | { readonly kind: 'term'; readonly name: string; readonly term: number };

/** LunarFestival.fromYmd builds each festival's Event from its slice of LunarFestival.DATA, in NAMES order. */
const FESTIVAL_RULES: readonly FestivalRule[] = LunarFestival.NAMES.flatMap((name, index): FestivalRule[] => {
  const event = new Event(name, `@${LunarFestival.DATA.substring(index * 8, index * 8 + 8)}`);
  switch (event.getType()) {
    case EventType.LUNAR_DAY:
      return [
        { kind: 'lunarDay', name, event, month: event.getValue(2), day: event.getValue(3), offset: event.getValue(5) },
      ];
    case EventType.TERM_DAY:
      return [{ kind: 'term', name, term: event.getValue(2) % 24 }];
    default:
      return [];
  }
});

/** The day ordinal of a lunar month's 初一, once per month asked. */
const firstDayOf = memoise(
  ([year, month]: readonly [number, number]): number => lunarMonthFirstDay(LunarMonth.fromYm(year, month)),
  ([year, month]) => `${year}:${month}`,
);

/**
 * LunarFestival.fromYmd's test of one rule against the day `today` (a day ordinal).
 * A dated rule matches the lunar date itself or, with an offset, the lunar date −offset
 * days later (除夕: the next day is 春节). That later date is the rule's own, so the test
 * compares solar days: the rule's is its month's 初一 plus its day number less one
 * (LunarDay.getSolarDay).
 */
function falls(rule: FestivalRule, lunar: LunarDateSummary, today: number, termDay: SolarTermDay): boolean {
  if (rule.kind === 'term') return termDay.getDayIndex() === 0 && termDay.getSolarTerm().getIndex() === rule.term;
  if (rule.offset === 0) return lunar.month === rule.month && lunar.day === rule.day;
  const [year, month] = rule.event.getMonth(lunar.year);
  return today - rule.offset === firstDayOf([year!, month!]) + rule.day - 1;
}

/** LunarDay.getFestival's name for the day `today` (a day ordinal): the first rule in NAMES order that it meets, or null. */
export const lunarFestivalOf = (lunar: LunarDateSummary, today: number, termDay: SolarTermDay): string | null =>
  FESTIVAL_RULES.find((rule) => falls(rule, lunar, today, termDay))?.name ?? null;

/** Mainland China's statutory day off, or make-up working day, as the almanac shows it. */
export interface LegalHolidaySummary {
  readonly name: string;
  readonly work: boolean;
}

export const legalHolidaySummary = (holiday: LegalHoliday | null): LegalHolidaySummary | null =>
  holiday && { name: holiday.getName(), work: holiday.isWork() };

/**
 * LegalHoliday.DATA's records: 13 characters each, starting with their date as yyyymmdd
 * (almanac-facts.test.ts checks the format, so a library update that changes it fails there).
 */
const HOLIDAY_RECORD_LENGTH = 13;

/**
 * A year's statutory days by month × 100 + day. SolarDay.getLegalHoliday (LegalHoliday.fromYmd)
 * builds a RegExp and searches all of LegalHoliday.DATA for every day asked, about 0.06 ms, a
 * tenth of an almanac day on the server, though most years have no record at all. Here a
 * year's records are picked out once, and the library still builds each from its own record.
 */
const legalHolidaysOf = memoise((year: number): ReadonlyMap<number, LegalHolidaySummary> => {
  const prefix = String(year).padStart(4, '0');
  const days = new Map<number, LegalHolidaySummary>();
  for (let at = 0; at < LegalHoliday.DATA.length; at += HOLIDAY_RECORD_LENGTH) {
    if (!LegalHoliday.DATA.startsWith(prefix, at)) continue;
    const month = Number(LegalHoliday.DATA.slice(at + 4, at + 6));
    const day = Number(LegalHoliday.DATA.slice(at + 6, at + 8));
    const holiday = legalHolidaySummary(LegalHoliday.fromYmd(year, month, day));
    if (holiday) days.set(month * 100 + day, holiday);
  }
  return days;
});

/** SolarDay.getLegalHoliday's holiday for a Gregorian date, from its year's records. */
export const legalHolidayOf = (year: number, month: number, day: number): LegalHolidaySummary | null =>
  legalHolidaysOf(year).get(month * 100 + day) ?? null;
