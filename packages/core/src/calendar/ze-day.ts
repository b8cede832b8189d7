/**
 * 择日: the days in a range that a practitioner would pick for an event, best first, and
 * every other day of the range with all the reasons it is not for it (ze-day-judge.ts).
 * Offered days are ranked by the event's preferred god (不将 for weddings) and then by the
 * auspicious gods on them (ze-day-rank.ts). Each offered day comes with its 建除, 值神,
 * 冲煞 and good hours: the 黄道 时辰 whose own 忌 leave the event alone.
 *
 * Speed: a year's search must stay under 50 ms, so the days come from dayRange (solar
 * terms and new moons once per month, not per day), the facts that depend on the month
 * and day pillars only are asked once per pair (ze-day-facts.ts), gods only for the days
 * offered, and the hours from the day pillar alone (hoursOfPillar).
 */
import { God, Week, type SixtyCycleMonth, type SolarDay } from 'tyme4ts';
import { hoursOfPillar, type Clash } from './almanac-hours';
import { dayRange, type DayRange, type RangeDay } from './day-range';
import { solarDayText } from './format';
import type { LunarDateSummary } from './lunar-date';
import { zeDayEvent, type ZeDayEvent } from './ze-day-events';
import { pillarFacts } from './ze-day-facts';
import {
  exclusionsOf,
  reasonsOf,
  type DayVerdict,
  type JudgedFacts,
  type ZeDayExclusion,
  type ZeDayReason,
} from './ze-day-judge';
import { peopleOf, rangeOf, type GoodDayQuery } from './ze-day-query';
import { seasonEves } from './ze-day-season-eves';

export type { ChartPillars, Person, ZeDayExclusion, ZeDayReason } from './ze-day-judge';
export { MAX_SEARCH_DAYS, type GoodDayQuery } from './ze-day-query';

export interface GoodHour {
  readonly branch: string;
  readonly ganZhi: string;
  readonly range: string;
  readonly twelveStar: string;
}

/** What every day of the answer says of itself. */
export interface ZeDayHeader {
  readonly date: string;
  readonly weekday: string;
  readonly lunar: LunarDateSummary;
  /** 干支 by 节气 of the day. */
  readonly ganZhi: { readonly month: string; readonly day: string };
}

export interface GoodDay extends ZeDayHeader {
  /** 建除十二值 */
  readonly duty: string;
  /** 值神 with 黄道 / 黑道. */
  readonly twelveStar: { readonly name: string; readonly ecliptic: string };
  readonly clash: Clash;
  readonly goodHours: readonly GoodHour[];
  readonly recommends: readonly string[];
  readonly avoids: readonly string[];
  /** The rank's points: the sum of the gods' points among `reasons`. */
  readonly score: number;
  readonly reasons: readonly ZeDayReason[];
}

export interface ExcludedDay extends ZeDayHeader {
  readonly reasons: readonly ZeDayExclusion[];
}

export interface GoodDaySearch {
  readonly event: string;
  readonly terms: readonly string[];
  /** The 建除 that suit the event. */
  readonly duties: readonly string[];
  readonly from: string;
  readonly to: string;
  readonly zodiac: string | null;
  readonly partnerZodiac: string | null;
  readonly weekendsOnly: boolean;
  /** The event's preferred god first (不将 for weddings), then highest score, then earlier date. */
  readonly days: readonly GoodDay[];
  /** Every other day searched, in date order. */
  readonly excluded: readonly ExcludedDay[];
}

const NOTHING_GOOD = '诸事不宜';

interface Ranked {
  readonly day: GoodDay;
  readonly preferred: boolean;
}

const byRank = (a: Ranked, b: Ranked): number =>
  Number(b.preferred) - Number(a.preferred) || b.day.score - a.day.score || a.day.date.localeCompare(b.day.date);

const DAY_MS = 86_400_000;

/**
 * The header of the day `offset` days after `from`. The date is counted on the UTC clock
 * rather than asked of tyme4ts (SolarDay.next builds and checks a day, a tenth of the search).
 */
function headerOf(from: SolarDay, range: DayRange, { offset, week, month, pillar }: RangeDay): ZeDayHeader {
  const start = Date.UTC(from.getYear(), from.getMonth() - 1, from.getDay());
  return {
    date: new Date(start + offset * DAY_MS).toISOString().slice(0, 10),
    weekday: `星期${Week.NAMES[week]!}`,
    lunar: range.lunarAt(offset),
    ganZhi: { month: month.getSixtyCycle().getName(), day: pillar.getName() },
  };
}

/** The 干支 year a month belongs to (it turns at 立春), and the branch it clashes (岁破). */
function yearOf(month: SixtyCycleMonth): JudgedFacts['year'] {
  const year = month.getSixtyCycleYear().getSixtyCycle();
  const branch = year.getEarthBranch();
  return { ganZhi: year.getName(), branch: branch.getName(), opposite: branch.getOpposite().getName() };
}

/** An offered day with its good hours: the 黄道 时辰 whose 忌 leave the event alone. */
function goodDay(
  event: ZeDayEvent,
  { header, facts, pillar }: { header: ZeDayHeader; facts: JudgedFacts; pillar: RangeDay['pillar'] },
  verdict: DayVerdict,
): Ranked {
  const wanted = (terms: readonly string[]) => terms.some((t) => event.terms.includes(t));
  return {
    preferred: verdict.preferred,
    day: {
      ...header,
      duty: facts.duty,
      twelveStar: facts.twelveStar,
      clash: facts.clash,
      goodHours: hoursOfPillar(pillar)
        .filter((h) => h.ecliptic === '黄道' && !wanted(h.avoids) && !h.avoids.includes(NOTHING_GOOD))
        .map((h) => ({ branch: h.branch, ganZhi: h.ganZhi, range: h.range, twelveStar: h.twelveStar })),
      recommends: facts.recommends,
      avoids: facts.avoids,
      score: verdict.score,
      reasons: verdict.reasons,
    },
  };
}

export function searchGoodDays(query: GoodDayQuery): GoodDaySearch {
  const event = zeDayEvent(query.event);
  const { from, span } = rangeOf(query);
  const people = peopleOf(query, event);
  const weekendsOnly = query.weekendsOnly === true;

  const range = dayRange(from, span);
  const eves = seasonEves(from, span);
  const years = new Map<SixtyCycleMonth, JudgedFacts['year']>();
  const ranked: Ranked[] = [];
  const excluded: ExcludedDay[] = [];
  for (const rangeDay of range.days) {
    const { offset, week, month, pillar } = rangeDay;
    if (weekendsOnly && week !== 0 && week !== 6) continue;
    const header = headerOf(from, range, rangeDay);
    let year = years.get(month);
    if (year === undefined) {
      year = yearOf(month);
      years.set(month, year);
    }
    const facts: JudgedFacts = {
      ...pillarFacts(() => from.next(offset), month, pillar),
      year,
      lunar: header.lunar,
      seasonEve: eves.get(offset),
    };
    const reasons = exclusionsOf(event, facts, people);
    if (reasons.length > 0) {
      excluded.push({ ...header, reasons });
      continue;
    }
    const verdict = reasonsOf(event, facts, people, God.getDayGods(month.getSixtyCycle(), pillar));
    ranked.push(goodDay(event, { header, facts, pillar }, verdict));
  }
  return {
    event: event.id,
    terms: event.terms,
    duties: event.duties,
    from: solarDayText(from),
    to: solarDayText(from.next(span - 1)),
    zodiac: people.zodiacs.find((p) => p.person === 'self')?.zodiac ?? null,
    partnerZodiac: query.partnerZodiac ?? null,
    weekendsOnly,
    days: ranked.sort(byRank).map((r) => r.day),
    excluded,
  };
}
