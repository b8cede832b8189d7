/**
 * The parts of an almanac day that tyme4ts recomputes from the ephemeris on every call —
 * lunar date, solar term and 候, 九星, 数九/三伏/梅雨, 月相, lunar festival —, the statutory
 * holiday it searches its whole table for, and the twelve 时辰, which it builds from
 * SixtyCycleHour objects that each recompute the terms.
 * almanac() takes them from one of two sources:
 * - libraryDayFacts asks tyme4ts day by day: the reference, and what almanac() used to do
 *   (about 3.5 ms a day);
 * - cachedDayFacts reads the same facts from per-year and per-month caches, the festival
 *   from the lunar date and term, the holiday from its year's records, and the hours from
 *   the day pillar alone (almanac-year.ts, moon-phase.ts, almanac-festivals.ts,
 *   fastLunarDate, hoursOfPillar).
 * almanac-facts.test.ts holds almanac() from the two sources deep-equal.
 */
import {
  SixStar,
  type DogDay,
  type NineDay,
  type NineStar,
  type PhenologyDay,
  type PlumRainDay,
  type SixtyCycleDay,
  type SolarDay,
  type SolarTermDay,
} from 'tyme4ts';
import { legalHolidayOf, legalHolidaySummary, lunarFestivalOf, type LegalHolidaySummary } from './almanac-festivals';
import { hoursOfDay, hoursOfPillar, type AlmanacHour } from './almanac-hours';
import {
  dogDayOf,
  nineDayOf,
  nineStarOf,
  phenologyDayOf,
  plumRainDayOf,
  solarDayOrdinal,
  termDayOf,
} from './almanac-year';
import { fastLunarDate } from './bazi/fast-pillars';
import { lunarDateSummary, type LunarDateSummary } from './lunar-date';
import { moonPhaseOf } from './moon-phase';

export interface DayFacts {
  readonly lunar: LunarDateSummary;
  readonly lunarFestival: string | null;
  readonly legalHoliday: LegalHolidaySummary | null;
  /** 六曜 */
  readonly sixStar: string;
  readonly termDay: SolarTermDay;
  readonly phenologyDay: PhenologyDay;
  readonly nineStar: NineStar;
  readonly nineDay: NineDay | null;
  readonly dogDay: DogDay | null;
  readonly plumRainDay: PlumRainDay | null;
  readonly moonPhase: string;
  readonly hours: readonly AlmanacHour[];
}

export type DayFactsSource = (solar: SolarDay, cycle: SixtyCycleDay) => DayFacts;

export const libraryDayFacts: DayFactsSource = (solar, cycle) => {
  const lunar = solar.getLunarDay();
  return {
    lunar: lunarDateSummary(lunar),
    lunarFestival: lunar.getFestival()?.getName() ?? null,
    legalHoliday: legalHolidaySummary(solar.getLegalHoliday()),
    sixStar: lunar.getSixStar().getName(),
    termDay: solar.getTermDay(),
    phenologyDay: solar.getPhenologyDay(),
    nineStar: solar.getNineStar(),
    nineDay: solar.getNineDay(),
    dogDay: solar.getDogDay(),
    plumRainDay: solar.getPlumRainDay(),
    moonPhase: solar.getPhase().getName(),
    hours: hoursOfDay(cycle),
  };
};

export const cachedDayFacts: DayFactsSource = (solar, cycle) => {
  const year = solar.getYear();
  const today = solarDayOrdinal(solar);
  const lunar = fastLunarDate(year, solar.getMonth(), solar.getDay());
  const termDay = termDayOf(year, solar.getMonth(), today);
  return {
    lunar,
    lunarFestival: lunarFestivalOf(lunar, today, termDay),
    legalHoliday: legalHolidayOf(year, solar.getMonth(), solar.getDay()),
    // LunarDay.getSixStar: 六曜 count from the month's number (leap or not) plus the day.
    sixStar: SixStar.fromIndex((Math.abs(lunar.month) + lunar.day - 2) % 6).getName(),
    termDay,
    phenologyDay: phenologyDayOf(termDay),
    nineStar: nineStarOf(year, today),
    nineDay: nineDayOf(year, today),
    dogDay: dogDayOf(year, today),
    plumRainDay: plumRainDayOf(year, today),
    moonPhase: moonPhaseOf(today, lunar),
    hours: hoursOfPillar(cycle.getSixtyCycle()),
  };
};
