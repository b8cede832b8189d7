/**
 * 择日: the days in a range that a practitioner would pick for an event, best first.
 * A day is a candidate when the almanac allows the event — its 宜 holds one of the
 * event's terms, its 忌 none of them (nor 诸事不宜). A candidate qualifies when it is also
 * 黄道, its 建除 suits the event, and it clashes (六冲) neither the user's 生肖 nor, for a
 * marriage, the partner's (ze-day-judge.ts). Qualifying days are ranked by the
 * auspicious gods on them (ze-day-rank.ts); the other candidates come back as `rejected`
 * with their reasons, so the page can say why a day the almanac marks 宜 is not offered.
 * Each day comes with its 建除, 值神, 冲煞 and good hours: the 黄道 时辰 whose own 忌
 * leave the event alone.
 *
 * Speed: a year's search must stay under 50 ms, so the days come from dayRange (solar
 * terms and new moons once per month, not per day), 宜忌 and gods straight from Taboo and
 * God for each day's month and day pillars, and the hours from the day pillar alone
 * (hoursOfPillar), computed once per pillar since a 时辰's 值神 and 宜忌 depend on nothing else.
 */
import { God, SixtyCycleDay, SolarDay, Taboo, Zodiac } from 'tyme4ts';
import { hoursOfPillar, clashOf, type Clash } from './almanac-hours';
import type { LunarDateSummary } from './lunar-date';
import { dayRange } from './day-range';
import { assertSolarDate, solarDayText } from './format';
import { zeDayEvent } from './ze-day-events';
import { reasonsOf, rejectionsOf, type PersonZodiac, type ZeDayReason, type ZeDayRejection } from './ze-day-judge';

export type { Person, ZeDayReason, ZeDayRejection } from './ze-day-judge';

export const MAX_SEARCH_DAYS = 366;

export interface GoodDayQuery {
  /** A UI event id from ZE_DAY_EVENT_GROUPS, e.g. '嫁娶' or '搬家'. */
  readonly event: string;
  /** First and last day, `YYYY-MM-DD`, both included; at most 366 days. */
  readonly from: string;
  readonly to: string;
  /** The user's 生肖 ('鼠' … '猪'): days clashing with it are rejected. */
  readonly zodiac?: string;
  /** The partner's 生肖, for a marriage event only (ZeDayEvent.couple). */
  readonly partnerZodiac?: string;
  /** Only Saturdays and Sundays. */
  readonly weekendsOnly?: boolean;
}

export interface GoodHour {
  readonly branch: string;
  readonly ganZhi: string;
  readonly range: string;
  readonly twelveStar: string;
}

/** A day the almanac allows for the event, whatever the verdict. */
export interface CandidateDay {
  readonly date: string;
  readonly weekday: string;
  readonly lunar: LunarDateSummary;
  /** 干支 by 节气 of the day. */
  readonly ganZhi: { readonly month: string; readonly day: string };
  /** 建除十二值 */
  readonly duty: string;
  /** 值神 with 黄道 / 黑道. */
  readonly twelveStar: { readonly name: string; readonly ecliptic: string };
  readonly clash: Clash;
  readonly goodHours: readonly GoodHour[];
  readonly recommends: readonly string[];
  readonly avoids: readonly string[];
}

export interface GoodDay extends CandidateDay {
  /** The rank's points: the sum of the gods' points among `reasons`. */
  readonly score: number;
  readonly reasons: readonly ZeDayReason[];
}

export interface RejectedDay extends CandidateDay {
  readonly rejections: readonly ZeDayRejection[];
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
  /** Highest score first, earlier date first among equals. */
  readonly days: readonly GoodDay[];
  /** In date order. */
  readonly rejected: readonly RejectedDay[];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(text: string, field: string): SolarDay {
  const match = DATE.exec(text);
  if (!match) throw new RangeError(`${field} must be YYYY-MM-DD, got ${text}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  assertSolarDate(year, month, day);
  return SolarDay.fromYmd(year, month, day);
}

function checkZodiac(zodiac: string | undefined): void {
  if (zodiac !== undefined && !Zodiac.NAMES.includes(zodiac)) throw new RangeError(`not a 生肖: ${zodiac}`);
}

const NOTHING_GOOD = '诸事不宜';

const names = (list: readonly { getName(): string }[]): string[] => list.map((x) => x.getName());

const byRank = (a: GoodDay, b: GoodDay): number => b.score - a.score || a.date.localeCompare(b.date);

export function searchGoodDays(query: GoodDayQuery): GoodDaySearch {
  const event = zeDayEvent(query.event);
  const from = parseDate(query.from, 'from');
  const to = parseDate(query.to, 'to');
  const span = to.subtract(from) + 1;
  if (span < 1 || span > MAX_SEARCH_DAYS)
    throw new RangeError(`from–to must cover 1 to ${MAX_SEARCH_DAYS} days, got ${span}`);
  checkZodiac(query.zodiac);
  checkZodiac(query.partnerZodiac);
  if (query.partnerZodiac !== undefined && !event.couple)
    throw new RangeError(`${event.id} is not a marriage: no partner 生肖`);
  const people: PersonZodiac[] = [
    ...(query.zodiac === undefined ? [] : [{ person: 'self' as const, zodiac: query.zodiac }]),
    ...(query.partnerZodiac === undefined ? [] : [{ person: 'partner' as const, zodiac: query.partnerZodiac }]),
  ];
  const weekendsOnly = query.weekendsOnly === true;
  const wanted = (terms: readonly string[]) => terms.some((t) => event.terms.includes(t));

  const range = dayRange(from, span);
  const days: GoodDay[] = [];
  const rejected: RejectedDay[] = [];
  for (const { offset, week, month, pillar } of range.days) {
    if (weekendsOnly && week !== 0 && week !== 6) continue;
    const monthPillar = month.getSixtyCycle();
    // The calls SixtyCycleDay.getRecommends / getAvoids / getGods make, without building the day.
    const recommends = names(Taboo.getDayRecommends(monthPillar, pillar));
    if (!wanted(recommends)) continue;
    const avoids = names(Taboo.getDayAvoids(monthPillar, pillar));
    if (wanted(avoids) || avoids.includes(NOTHING_GOOD)) continue;
    const solar = from.next(offset);
    const cycle = new SixtyCycleDay(solar, month, pillar);
    const star = cycle.getTwelveStar();
    const candidate: CandidateDay = {
      date: solarDayText(solar),
      weekday: `星期${solar.getWeek().getName()}`,
      lunar: range.lunarAt(offset),
      ganZhi: { month: monthPillar.getName(), day: pillar.getName() },
      duty: cycle.getDuty().getName(),
      twelveStar: { name: star.getName(), ecliptic: star.getEcliptic().getName() },
      clash: clashOf(pillar),
      goodHours: hoursOfPillar(pillar)
        .filter((h) => h.ecliptic === '黄道' && !wanted(h.avoids) && !h.avoids.includes(NOTHING_GOOD))
        .map((h) => ({ branch: h.branch, ganZhi: h.ganZhi, range: h.range, twelveStar: h.twelveStar })),
      recommends,
      avoids,
    };
    const rejections = rejectionsOf(event, candidate, people);
    if (rejections.length > 0) rejected.push({ ...candidate, rejections });
    else days.push({ ...candidate, ...reasonsOf(event, candidate, people, God.getDayGods(monthPillar, pillar)) });
  }
  return {
    event: event.id,
    terms: event.terms,
    duties: event.duties,
    from: solarDayText(from),
    to: solarDayText(to),
    zodiac: query.zodiac ?? null,
    partnerZodiac: query.partnerZodiac ?? null,
    weekendsOnly,
    days: days.sort(byRank),
    rejected,
  };
}
