/**
 * The lunar festival of a day (LunarDay.getFestival, that is LunarFestival.fromYmd) from
 * facts the almanac already holds: the lunar date, the day's solar term and, for 除夕,
 * the first day of the next 正月. LunarFestival.fromYmd tests the day against every
 * festival's Event rule and, for each, rebuilds lunar months and solar terms
 * (~0.2 ms a day); here the same rules, read once from the library's data, are tested
 * against the cached facts. almanac-facts.test.ts holds the result equal to the
 * library's over random days and whole years.
 */
import { Event, EventType, LunarFestival, LunarMonth, type SolarTermDay } from 'tyme4ts';
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
