/**
 * 老黄历: one day of the almanac as plain data. Every term is tyme4ts' own — 宜忌
 * (Taboo), 吉神/凶神 (God), 值神 (TwelveStar), 建除 (Duty), 二十八宿, 九星, 胎神,
 * 彭祖百忌, directions, 节气, 物候 and festivals — this module only gathers them.
 * The 干支 of year, month and day are counted by 节气 from the day (SixtyCycleDay),
 * as printed almanacs do: the 立春 day already belongs to the new year.
 *
 * Speed: what tyme4ts recomputes from the ephemeris for each day (terms, new moons, phases)
 * and the twelve 时辰 come from almanac-facts.ts' caches, so a day costs well under 1 ms
 * instead of about 3.5 ms; almanacFrom(libraryDayFacts, …) is the same almanac read from
 * tyme4ts day by day, the reference the tests and the bench hold it to.
 */
import {
  Phenology,
  SolarDay,
  type HeavenStem,
  type NineStar,
  type PhenologyDay,
  type SixtyCycleDay,
  type SolarTerm,
  type SolarTermDay,
} from 'tyme4ts';
import { cachedDayFacts, type DayFacts, type DayFactsSource } from './almanac-facts';
import type { LegalHolidaySummary } from './almanac-festivals';
import { clashOf, type AlmanacHour, type Clash } from './almanac-hours';
import type { LunarDateSummary } from './lunar-date';
import { assertSolarDate, solarTimeParts, ymdText, type DateTimeText } from './format';

export interface AlmanacGods {
  /** 吉神宜趋 */
  readonly good: readonly string[];
  /** 凶神宜忌 */
  readonly bad: readonly string[];
}

export interface AlmanacDirections {
  /** 喜神 */
  readonly joy: string;
  /** 福神 */
  readonly mascot: string;
  /** 财神 */
  readonly wealth: string;
  /** 阳贵神 */
  readonly yangNoble: string;
  /** 阴贵神 */
  readonly yinNoble: string;
}

export interface AlmanacTerm {
  /** The 节气 in force (the latest one on or before this day). */
  readonly name: string;
  /** Days since it began: 0 on the day it starts. */
  readonly dayIndex: number;
  /** Its exact instant (Beijing time) when it starts on this day, else null. */
  readonly startsAt: DateTimeText | null;
}

export interface AlmanacPhenology {
  /** The 候 in force, e.g. '水泉动', and which of its 节气's three it is ('初候' | '二候' | '三候'). */
  readonly name: string;
  readonly which: string;
  /** The three 候 of the current 节气 in order. */
  readonly ofTerm: readonly string[];
}

/**
 * A season the day falls in, by tyme4ts' name ('二九', '初伏', '入梅', '出梅') and the day
 * of it counted from 1; 出梅 is a single day and has no count. Kept apart so that each
 * language words 'the 3rd day of 二九' its own way.
 */
export interface AlmanacSeason {
  readonly name: string;
  readonly day: number | null;
}

export interface AlmanacDay {
  /** `YYYY-MM-DD` */
  readonly date: string;
  /** '星期一' … '星期日' */
  readonly weekday: string;
  readonly lunar: LunarDateSummary;
  /** 干支 by 节气, e.g. { year: '乙巳', month: '戊子', day: '乙亥' }. */
  readonly ganZhi: { readonly year: string; readonly month: string; readonly day: string };
  /** 生肖 of the 干支 year shown. */
  readonly zodiac: string;
  /** 宜 and 忌, tyme4ts' terms in its order. */
  readonly recommends: readonly string[];
  readonly avoids: readonly string[];
  /** The day's 冲 and 煞. */
  readonly clash: Clash;
  /** 彭祖百忌, the stem and branch sayings. */
  readonly pengZu: readonly [string, string];
  readonly gods: AlmanacGods;
  /** 值神 (黄道/黑道十二神) with 黄道/黑道 and 吉/凶. */
  readonly twelveStar: { readonly name: string; readonly ecliptic: string; readonly luck: string };
  /** 建除十二值 */
  readonly duty: string;
  /** 二十八宿, e.g. { name: '井', full: '井木犴', luck: '吉', zone: '南', beast: '朱雀' }. */
  readonly twentyEightStar: {
    readonly name: string;
    readonly full: string;
    readonly luck: string;
    readonly zone: string;
    readonly beast: string;
  };
  /** 胎神占方, e.g. '碓磨床 外西南'. */
  readonly fetus: string;
  readonly directions: AlmanacDirections;
  /** 日九星, e.g. { name: '三', color: '碧', element: '木', text: '三碧木' }. */
  readonly nineStar: { readonly name: string; readonly color: string; readonly element: string; readonly text: string };
  readonly term: AlmanacTerm;
  readonly phenology: AlmanacPhenology;
  readonly festivals: {
    readonly solar: readonly string[];
    readonly lunar: readonly string[];
    /** Mainland China's statutory holiday or make-up working day on this date, when there is one. */
    readonly legalHoliday: LegalHolidaySummary | null;
  };
  /** 数九, 三伏 and 梅雨 when the day falls in them. */
  readonly seasons: readonly AlmanacSeason[];
  /** 月相 and 六曜 (tyme4ts names). */
  readonly moonPhase: string;
  readonly sixStar: string;
  readonly hours: readonly AlmanacHour[];
}

const names = (list: readonly { getName(): string }[]): string[] => list.map((x) => x.getName());

const nineStarOf = (star: NineStar) => ({
  name: star.getName(),
  color: star.getColor(),
  element: star.getElement().getName(),
  text: star.toString(),
});

const directionsOf = (stem: HeavenStem): AlmanacDirections => ({
  joy: stem.getJoyDirection().getName(),
  mascot: stem.getMascotDirection().getName(),
  wealth: stem.getWealthDirection().getName(),
  yangNoble: stem.getYangDirection().getName(),
  yinNoble: stem.getYinDirection().getName(),
});

function termOf(termDay: SolarTermDay): AlmanacTerm {
  const term = termDay.getSolarTerm();
  const starts = termDay.getDayIndex() === 0;
  return {
    name: term.getName(),
    dayIndex: termDay.getDayIndex(),
    startsAt: starts ? solarTimeParts(term.getJulianDay().getSolarTime()) : null,
  };
}

function phenologyOf(phenologyDay: PhenologyDay, term: SolarTerm): AlmanacPhenology {
  const current = phenologyDay.getPhenology();
  return {
    name: current.getName(),
    which: current.getThreePhenology().getName(),
    ofTerm: [0, 1, 2].map((k) => Phenology.fromIndex(term.getYear(), term.getIndex() * 3 + k).getName()),
  };
}

function seasonsOf({ nineDay, dogDay, plumRainDay }: DayFacts): AlmanacSeason[] {
  const seasons: AlmanacSeason[] = [];
  if (nineDay) seasons.push({ name: nineDay.getNine().getName(), day: nineDay.getDayIndex() + 1 });
  if (dogDay) seasons.push({ name: dogDay.getDog().getName(), day: dogDay.getDayIndex() + 1 });
  if (plumRainDay) {
    const plumRain = plumRainDay.getPlumRain();
    seasons.push({ name: plumRain.getName(), day: plumRain.getIndex() === 0 ? plumRainDay.getDayIndex() + 1 : null });
  }
  return seasons;
}

function gods(day: SixtyCycleDay): AlmanacGods {
  const all = day.getGods();
  return {
    good: names(all.filter((g) => g.getLuck().getName() === '吉')),
    bad: names(all.filter((g) => g.getLuck().getName() === '凶')),
  };
}

/** The almanac for a Gregorian date. Throws RangeError on an invalid date. */
export const almanac = (year: number, month: number, day: number): AlmanacDay =>
  almanacFrom(cachedDayFacts, year, month, day);

/** The almanac with its ephemeris-bound parts (DayFacts) taken from `source`. Throws RangeError on an invalid date. */
export function almanacFrom(source: DayFactsSource, year: number, month: number, day: number): AlmanacDay {
  assertSolarDate(year, month, day);
  const solar = SolarDay.fromYmd(year, month, day);
  const cycle = solar.getSixtyCycleDay();
  const facts = source(solar, cycle);
  const dayPillar = cycle.getSixtyCycle();
  const twelveStar = cycle.getTwelveStar();
  const mansion = cycle.getTwentyEightStar();
  const pengZu = dayPillar.getPengZu();
  const solarFestival = solar.getFestival();
  return {
    date: ymdText(year, month, day),
    weekday: `星期${solar.getWeek().getName()}`,
    lunar: facts.lunar,
    ganZhi: { year: cycle.getYear().getName(), month: cycle.getMonth().getName(), day: dayPillar.getName() },
    zodiac: cycle.getYear().getEarthBranch().getZodiac().getName(),
    recommends: names(cycle.getRecommends()),
    avoids: names(cycle.getAvoids()),
    clash: clashOf(dayPillar),
    pengZu: [pengZu.getPengZuHeavenStem().getName(), pengZu.getPengZuEarthBranch().getName()],
    gods: gods(cycle),
    twelveStar: {
      name: twelveStar.getName(),
      ecliptic: twelveStar.getEcliptic().getName(),
      luck: twelveStar.getEcliptic().getLuck().getName(),
    },
    duty: cycle.getDuty().getName(),
    twentyEightStar: {
      name: mansion.getName(),
      full: `${mansion.getName()}${mansion.getSevenStar().getName()}${mansion.getAnimal().getName()}`,
      luck: mansion.getLuck().getName(),
      zone: mansion.getZone().getName(),
      beast: mansion.getZone().getBeast().getName(),
    },
    fetus: cycle.getFetusDay().getName(),
    directions: directionsOf(dayPillar.getHeavenStem()),
    nineStar: nineStarOf(facts.nineStar),
    term: termOf(facts.termDay),
    phenology: phenologyOf(facts.phenologyDay, facts.termDay.getSolarTerm()),
    festivals: {
      solar: solarFestival ? [solarFestival.getName()] : [],
      lunar: facts.lunarFestival === null ? [] : [facts.lunarFestival],
      legalHoliday: facts.legalHoliday,
    },
    seasons: seasonsOf(facts),
    moonPhase: facts.moonPhase,
    sixStar: facts.sixStar,
    hours: facts.hours,
  };
}
