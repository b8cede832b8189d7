/**
 * The practitioner's verdict on one day for an event: every reason it is not for it, or,
 * when there is none, why it is and the points that rank it.
 *
 * A day is out when (in this order):
 * - the almanac does not allow the event: its 宜 names none of the event's terms, its 忌
 *   names one of the terms of what the event involves, or it says 诸事不宜;
 * - it is one of the days no undertaking takes: 岁破 (its branch clashes the year's, the
 *   year turning at 立春), 月破 (its branch clashes the month's: the 建除 破, which only
 *   healing may use, 破宜治病), 四离 and 四绝 (ze-day-season-eves.ts), 杨公忌
 *   (ze-day-folk-days.ts);
 * - for a marriage, a 三娘煞 day;
 * - its 彭祖百忌 forbids the event (ze-day-peng-zu.ts);
 * - its 值神 is 黑道, or its 建除 does not suit the event (ze-day-events.ts);
 * - it clashes (六冲) the 生肖 of someone it is for, or, with a birth chart, it clashes its
 *   year or day pillar outright (天克地冲: the day's stem controls the pillar's with the same
 *   polarity, its branch clashes the pillar's — the pillar almanacs print after 冲, clashOf).
 */
import type { God } from 'tyme4ts';
import type { Clash } from './almanac-hours';
import type { ZeDayEvent } from './ze-day-events';
import { isSanNiangDay, isYangGongDay } from './ze-day-folk-days';
import { pengZuForbids } from './ze-day-peng-zu';
import { pointsOf } from './ze-day-rank';
import type { SeasonEve } from './ze-day-season-eves';

/** Whose 生肖 a day is checked against: the user, and for a marriage the partner. */
export type Person = 'self' | 'partner';

export interface PersonZodiac {
  readonly person: Person;
  readonly zodiac: string;
}

/** The year and day pillars of the user's birth chart, e.g. { year: '庚午', day: '壬午' }. */
export interface ChartPillars {
  readonly year: string;
  readonly day: string;
}

/** Whom the day is for. */
export interface ZeDayPeople {
  readonly zodiacs: readonly PersonZodiac[];
  readonly pillars: ChartPillars | null;
}

/** What the verdict reads from a day, all of it tyme4ts' but the season eve's kind. */
export interface JudgedFacts {
  readonly recommends: readonly string[];
  readonly avoids: readonly string[];
  readonly duty: string;
  readonly twelveStar: { readonly name: string; readonly ecliptic: string };
  readonly clash: Clash;
  /** The day's branch and the 干支 year's (turning at 立春). */
  readonly branch: string;
  readonly year: { readonly ganZhi: string; readonly branch: string; readonly opposite: string };
  /** Lunar month (negative when leap) and day. */
  readonly lunar: { readonly month: number; readonly day: number };
  readonly seasonEve: SeasonEve | undefined;
  /** The day's 彭祖百忌 sayings, stem first. */
  readonly pengZu: readonly string[];
}

export type ZeDayReason =
  /** The event's terms in the day's 宜. */
  | { readonly kind: 'recommended'; readonly terms: readonly string[] }
  /** The event's preferred god is on the day (不将 for weddings). */
  | { readonly kind: 'preferredGod'; readonly god: string }
  /** A 黄道 day, with its 值神. */
  | { readonly kind: 'yellowDay'; readonly star: string }
  /** Its 建除 suits the event. */
  | { readonly kind: 'suitedDuty'; readonly duty: string }
  /** It clashes none of these 生肖. */
  | { readonly kind: 'noClash'; readonly zodiacs: readonly string[] }
  /** An auspicious god on the day and the points it adds. */
  | { readonly kind: 'god'; readonly god: string; readonly points: number };

export type ZeDayExclusion =
  /** The day's 宜 names none of the event's terms. */
  | { readonly kind: 'notRecommended'; readonly terms: readonly string[] }
  /** The day's 忌 names these terms of the event. */
  | { readonly kind: 'avoided'; readonly terms: readonly string[] }
  /** The day's 忌 says 诸事不宜: nothing is favourable. */
  | { readonly kind: 'nothingFavourable' }
  /** 岁破: the day's branch clashes the year's; `year` is the year's 干支. */
  | { readonly kind: 'yearBreak'; readonly year: string }
  /** 月破: the 建除 破. */
  | { readonly kind: 'monthBreak' }
  /** 四离 or 四绝: the eve of `term`. */
  | { readonly kind: SeasonEve['kind']; readonly term: string }
  /** 杨公忌, on this lunar date. */
  | { readonly kind: 'yangGong'; readonly month: number; readonly day: number }
  /** 三娘煞, on this lunar day. */
  | { readonly kind: 'sanNiang'; readonly day: number }
  /** The day's 彭祖百忌 saying forbids the event. */
  | { readonly kind: 'pengZu'; readonly saying: string }
  /** A 黑道 day, with its 值神 (e.g. 玄武). */
  | { readonly kind: 'blackDay'; readonly star: string }
  /** Its 建除 does not suit the event. */
  | { readonly kind: 'unsuitedDuty'; readonly duty: string }
  /** The day clashes the user's or the partner's 生肖. */
  | { readonly kind: 'clashSelf' | 'clashPartner'; readonly zodiac: string }
  /** The day clashes the chart's year or day pillar outright (天克地冲); `ganZhi` is that pillar. */
  | { readonly kind: 'chartClashYear' | 'chartClashDay'; readonly ganZhi: string };

const BLACK = '黑道';
const BREAK = '破';
const NOTHING_GOOD = '诸事不宜';

const CLASH_KIND = { self: 'clashSelf', partner: 'clashPartner' } as const;

/** What the almanac says: the event missing from 宜, and the event's terms (or 诸事不宜) in 忌. */
function almanacExclusions(event: ZeDayEvent, day: JudgedFacts): ZeDayExclusion[] {
  const exclusions: ZeDayExclusion[] = [];
  if (!event.terms.some((term) => day.recommends.includes(term)))
    exclusions.push({ kind: 'notRecommended', terms: event.terms });
  const avoided = day.avoids.filter((term) => event.avoidTerms.includes(term));
  if (avoided.length > 0) exclusions.push({ kind: 'avoided', terms: avoided });
  if (day.avoids.includes(NOTHING_GOOD)) exclusions.push({ kind: 'nothingFavourable' });
  return exclusions;
}

/** The days no undertaking takes, the marriage-only 三娘煞 and the day's 彭祖 sayings. */
function ruleExclusions(event: ZeDayEvent, day: JudgedFacts): ZeDayExclusion[] {
  const exclusions: ZeDayExclusion[] = [];
  if (day.branch === day.year.opposite) exclusions.push({ kind: 'yearBreak', year: day.year.ganZhi });
  if (day.duty === BREAK && !event.duties.includes(BREAK)) exclusions.push({ kind: 'monthBreak' });
  if (day.seasonEve) exclusions.push({ kind: day.seasonEve.kind, term: day.seasonEve.term });
  if (isYangGongDay(day.lunar.month, day.lunar.day))
    exclusions.push({ kind: 'yangGong', month: Math.abs(day.lunar.month), day: day.lunar.day });
  if (event.couple && isSanNiangDay(day.lunar.day)) exclusions.push({ kind: 'sanNiang', day: day.lunar.day });
  for (const saying of day.pengZu) {
    if (pengZuForbids(saying, event.avoidTerms)) exclusions.push({ kind: 'pengZu', saying });
  }
  return exclusions;
}

/** Why the day is not for the event, empty when it is. */
export function exclusionsOf(event: ZeDayEvent, day: JudgedFacts, people: ZeDayPeople): ZeDayExclusion[] {
  const exclusions = [...almanacExclusions(event, day), ...ruleExclusions(event, day)];
  if (day.twelveStar.ecliptic === BLACK) exclusions.push({ kind: 'blackDay', star: day.twelveStar.name });
  // A 破 day the event cannot use is already out as 月破.
  if (!event.duties.includes(day.duty) && day.duty !== BREAK) exclusions.push({ kind: 'unsuitedDuty', duty: day.duty });
  for (const { person, zodiac } of people.zodiacs) {
    if (day.clash.zodiac === zodiac) exclusions.push({ kind: CLASH_KIND[person], zodiac });
  }
  if (people.pillars?.year === day.clash.ganZhi) exclusions.push({ kind: 'chartClashYear', ganZhi: day.clash.ganZhi });
  if (people.pillars?.day === day.clash.ganZhi) exclusions.push({ kind: 'chartClashDay', ganZhi: day.clash.ganZhi });
  return exclusions;
}

export interface DayVerdict {
  readonly reasons: ZeDayReason[];
  /** The rank's points: the sum of the gods' points among `reasons`. */
  readonly score: number;
  /** The event's preferred god is on the day: it ranks before the days without. */
  readonly preferred: boolean;
}

/** Why a day with no exclusion suits the event, and what ranks it. */
export function reasonsOf(event: ZeDayEvent, day: JudgedFacts, people: ZeDayPeople, gods: readonly God[]): DayVerdict {
  const godPoints = pointsOf(gods, event);
  const preferred = event.prefers !== null && gods.some((god) => god.getName() === event.prefers);
  const reasons: ZeDayReason[] = [
    { kind: 'recommended', terms: event.terms.filter((term) => day.recommends.includes(term)) },
    ...(preferred && event.prefers ? [{ kind: 'preferredGod' as const, god: event.prefers }] : []),
    { kind: 'yellowDay', star: day.twelveStar.name },
    { kind: 'suitedDuty', duty: day.duty },
    ...(people.zodiacs.length > 0 ? [{ kind: 'noClash' as const, zodiacs: people.zodiacs.map((p) => p.zodiac) }] : []),
    ...godPoints.map(({ god, points }) => ({ kind: 'god' as const, god, points })),
  ];
  return { reasons, score: godPoints.reduce((sum, { points }) => sum + points, 0), preferred };
}
