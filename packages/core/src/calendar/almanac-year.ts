/**
 * What an almanac day reads from its year's solar terms, computed once per Gregorian year
 * instead of on every call. tyme4ts works out these days from the ephemeris each time a
 * SolarDay is asked for its term, 九星, 三伏 or 梅雨 (up to 0.2 ms apiece); here the
 * library computes each year's 26 terms once, and the functions below apply SolarDay's
 * own day rules to them, restated next to each one. Days are counted by their 干支
 * (dayPillarOf) rather than through SolarDay.getLunarDay as the library does: the same
 * pillar without rebuilding the lunar month.
 * almanac-facts.test.ts holds every answer equal to the library's over random days and
 * whole years.
 *
 * The cache holds one entry per year asked, so at most the 399 years of MIN_YEAR…MAX_YEAR.
 */
import {
  Dog,
  DogDay,
  Nine,
  NineDay,
  NineStar,
  Phenology,
  PhenologyDay,
  PlumRain,
  PlumRainDay,
  SolarTerm,
  SolarTermDay,
  type LunarMonth,
  type SolarDay,
} from 'tyme4ts';
import { dayPillarOf } from './bazi/fast-pillars';
import { dayOrdinal } from './bazi/year-cache';
import { memoise } from './memo';

/** Days since 1970-01-01 of a tyme4ts day (dayOrdinal), the unit every cached day is kept in. */
export const solarDayOrdinal = (day: SolarDay): number => dayOrdinal(day.getYear(), day.getMonth(), day.getDay());

/** The day ordinal of a lunar month's 初一, from which LunarDay.getSolarDay counts its days. */
export const lunarMonthFirstDay = (month: LunarMonth): number =>
  solarDayOrdinal(month.getFirstJulianDay().getSolarDay());

interface AlmanacYear {
  /** SolarTerm.fromIndex(year, i) for i = 0 (冬至 of the December before) … 25 (小寒 of the next January). */
  readonly terms: readonly SolarTerm[];
  /** Each term's day (SolarTerm.getSolarDay) as an ordinal. */
  readonly termDays: readonly number[];
  /** The 甲子 days nearest last December's 冬至, this June's 夏至 and this December's 冬至, where 九星 turn. */
  readonly nineStarTurns: readonly [number, number, number];
  /** Where 初伏, 中伏 and 末伏 start. */
  readonly dogDays: readonly [number, number, number];
  /** 入梅 and 出梅. */
  readonly plumRain: readonly [number, number];
}

/** SolarDay.getNineStar's turning day for a solstice: the 甲子 day closest to it. */
const nearestJiaZi = (solstice: number): number => solstice + dayPillarOf(solstice).stepsCloseTo(0);

/** Event.getSolarDayByTermHeavenStem: the first day with this 天干 on or after `from`. */
const firstStemDay = (from: number, stem: number): number => from + dayPillarOf(from).getHeavenStem().stepsTo(stem);

/** Event.getSolarDayByTermEarthBranch: the first day with this 地支 on or after `from`. */
const firstBranchDay = (from: number, branch: number): number =>
  from + dayPillarOf(from).getEarthBranch().stepsTo(branch);

const almanacYear = memoise((year: number): AlmanacYear => {
  const terms = Array.from({ length: 26 }, (_, i) => SolarTerm.fromIndex(year, i));
  const termDays = terms.map((term) => solarDayOrdinal(term.getSolarDay()));
  // The Event rules SolarDay.getDogDay and getPlumRainDay build, with the library's arguments (term, stem or
  // branch, days after the term): 初伏 and 中伏 begin on the first 庚 (6) day from 20 and 30 days after 夏至 (12),
  // 末伏 on the first from 立秋 (15); 入梅 on the first 丙 (2) day from 芒种 (11), 出梅 on the first 未 (7) day
  // from 小暑 (13). Those events start in year 0, so the library places them in every year.
  const [summerSolstice, startOfAutumn] = [termDays[12]!, termDays[15]!];
  return {
    terms,
    termDays,
    nineStarTurns: [nearestJiaZi(termDays[0]!), nearestJiaZi(summerSolstice), nearestJiaZi(termDays[24]!)],
    dogDays: [
      firstStemDay(summerSolstice + 20, 6),
      firstStemDay(summerSolstice + 30, 6),
      firstStemDay(startOfAutumn, 6),
    ],
    plumRain: [firstStemDay(termDays[11]!, 2), firstBranchDay(termDays[13]!, 7)],
  };
});

/**
 * SolarDay.getTermDay: the term in force, searched back from term 2·month + 1 (the 节 after
 * the month's 气) to the first whose day is not after this one. termDays[0], the 冬至 of the
 * December before, precedes every day of the year, so the search ends there at the latest.
 */
export function termDayOf(year: number, month: number, today: number): SolarTermDay {
  const { terms, termDays } = almanacYear(year);
  let i = month * 2 + 1;
  while (i > 0 && termDays[i]! > today) i -= 1;
  return new SolarTermDay(terms[i]!, today - termDays[i]!);
}

/** SolarDay.getPhenologyDay: a term's three 候 are its first, second and remaining five-day spans. */
export function phenologyDayOf(termDay: SolarTermDay): PhenologyDay {
  const dayIndex = termDay.getDayIndex();
  const index = Math.min(Math.floor(dayIndex / 5), 2);
  const term = termDay.getSolarTerm();
  return new PhenologyDay(Phenology.fromIndex(term.getYear(), term.getIndex() * 3 + index), dayIndex - index * 5);
}

/** SolarDay.getNineStar: 九星 count up from the 甲子 nearest 冬至 and down from the one nearest 夏至. */
export function nineStarOf(year: number, today: number): NineStar {
  const [winter, summer, nextWinter] = almanacYear(year).nineStarTurns;
  if (today < winter) return NineStar.fromIndex(winter - today - 1);
  if (today < summer) return NineStar.fromIndex(today - winter);
  return NineStar.fromIndex(today < nextWinter ? nextWinter - today - 1 : today - nextWinter);
}

/** SolarDay.getNineDay: 数九 runs 81 days from this December's 冬至, or from last December's before it. */
export function nineDayOf(year: number, today: number): NineDay | null {
  const { termDays } = almanacYear(year);
  const start = today < termDays[24]! ? termDays[0]! : termDays[24]!;
  if (today < start || today >= start + 81) return null;
  const days = today - start;
  return new NineDay(Nine.fromIndex(Math.floor(days / 9)), days % 9);
}

/** SolarDay.getDogDay: 初伏 and 中伏 run to the next 伏's start, 末伏 ten days. */
export function dogDayOf(year: number, today: number): DogDay | null {
  const [first, middle, last] = almanacYear(year).dogDays;
  if (today < first || today > last + 9) return null;
  if (today >= last) return new DogDay(Dog.fromIndex(2), today - last);
  return today < middle ? new DogDay(Dog.fromIndex(0), today - first) : new DogDay(Dog.fromIndex(1), today - middle);
}

/** SolarDay.getPlumRainDay: 入梅 up to the day before 出梅, then 出梅 itself. */
export function plumRainDayOf(year: number, today: number): PlumRainDay | null {
  const [start, end] = almanacYear(year).plumRain;
  if (today < start || today > end) return null;
  return today === end
    ? new PlumRainDay(PlumRain.fromIndex(1), 0)
    : new PlumRainDay(PlumRain.fromIndex(0), today - start);
}
