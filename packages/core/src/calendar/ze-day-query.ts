/**
 * A 择日 query checked: its range as tyme4ts days, and whom the days are for. Every
 * problem is a RangeError naming it; the API answers them with a 400.
 */
import { SixtyCycle, SolarDay, Zodiac } from 'tyme4ts';
import { assertSolarDate } from './format';
import type { ChartPillars, PersonZodiac, ZeDayPeople } from './ze-day-judge';
import type { ZeDayEvent } from './ze-day-events';

/** The longest range a search takes: a year, leap day included. */
export const MAX_SEARCH_DAYS = 366;

export interface GoodDayQuery {
  /** A UI event id from ZE_DAY_EVENT_GROUPS, e.g. '嫁娶' or '搬家'. */
  readonly event: string;
  /** First and last day, `YYYY-MM-DD`, both included; at most MAX_SEARCH_DAYS days. */
  readonly from: string;
  readonly to: string;
  /** The user's 生肖 ('鼠' … '猪'); by default the chart's (its year pillar's), if there is one. */
  readonly zodiac?: string;
  /** The partner's 生肖, for a marriage only (ZeDayEvent.couple). */
  readonly partnerZodiac?: string;
  /** The year and day pillars of the user's birth chart: days clashing them outright are out. */
  readonly pillars?: ChartPillars;
  /** Only Saturdays and Sundays are searched. */
  readonly weekendsOnly?: boolean;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(text: string, field: string): SolarDay {
  const match = DATE.exec(text);
  if (!match) throw new RangeError(`${field} must be YYYY-MM-DD, got ${text}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  assertSolarDate(year, month, day);
  return SolarDay.fromYmd(year, month, day);
}

/** The query's first day and its number of days. */
export function rangeOf(query: GoodDayQuery): { readonly from: SolarDay; readonly span: number } {
  const from = parseDate(query.from, 'from');
  const span = parseDate(query.to, 'to').subtract(from) + 1;
  if (span < 1 || span > MAX_SEARCH_DAYS)
    throw new RangeError(`from–to must cover 1 to ${MAX_SEARCH_DAYS} days, got ${span}`);
  return { from, span };
}

function checkZodiac(zodiac: string | undefined): void {
  if (zodiac !== undefined && !Zodiac.NAMES.includes(zodiac)) throw new RangeError(`not a 生肖: ${zodiac}`);
}

function checkPillar(ganZhi: string, field: string): SixtyCycle {
  if (!SixtyCycle.NAMES.includes(ganZhi)) throw new RangeError(`${field} pillar is not a 干支: ${ganZhi}`);
  return SixtyCycle.fromName(ganZhi);
}

/** The people the days are for: their 生肖 and the chart's pillars. */
export function peopleOf(query: GoodDayQuery, event: ZeDayEvent): ZeDayPeople {
  checkZodiac(query.zodiac);
  checkZodiac(query.partnerZodiac);
  if (query.partnerZodiac !== undefined && !event.couple)
    throw new RangeError(`${event.id} is not a marriage: no partner 生肖`);
  const year = query.pillars && checkPillar(query.pillars.year, 'year');
  if (query.pillars) checkPillar(query.pillars.day, 'day');
  const zodiac = query.zodiac ?? year?.getEarthBranch().getZodiac().getName();
  const zodiacs: PersonZodiac[] = [
    ...(zodiac === undefined ? [] : [{ person: 'self' as const, zodiac }]),
    ...(query.partnerZodiac === undefined ? [] : [{ person: 'partner' as const, zodiac: query.partnerZodiac }]),
  ];
  return { zodiacs, pillars: query.pillars ?? null };
}
