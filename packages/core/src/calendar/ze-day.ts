/**
 * 择日: the days in a range that suit an event by the almanac — its 宜 holds one of
 * the event's terms, its 忌 none of them (nor 诸事不宜), and, when a 生肖 is given, the
 * day's branch does not clash (六冲) with that 生肖's branch. Each day comes with its
 * 建除, 值神, 冲煞 and good hours: the 黄道 时辰 whose own 忌 leave the event alone.
 *
 * Speed: a year's search must stay under 50 ms, so the days come from dayRange (solar
 * terms and new moons once per month, not per day), 宜忌 straight from Taboo for each
 * day's month and day pillars, and the hours from the day pillar alone
 * (hoursOfPillar), computed once per pillar since a 时辰's 值神 and 宜忌 depend on nothing else.
 */
import { SixtyCycleDay, SolarDay, Taboo, Zodiac } from 'tyme4ts';
import { hoursOfPillar, clashOf, type Clash } from './almanac-hours';
import type { LunarDateSummary } from './lunar-date';
import { dayRange } from './day-range';
import { assertSolarDate, solarDayText } from './format';
import { zeDayEvent } from './ze-day-events';

export const MAX_SEARCH_DAYS = 366;

export interface GoodDayQuery {
  /** A UI event id from ZE_DAY_EVENT_GROUPS, e.g. '嫁娶' or '搬家'. */
  readonly event: string;
  /** First and last day, `YYYY-MM-DD`, both included; at most 366 days. */
  readonly from: string;
  readonly to: string;
  /** The person's 生肖 ('鼠' … '猪'): days clashing with it are left out. */
  readonly zodiac?: string;
  /** Only Saturdays and Sundays. */
  readonly weekendsOnly?: boolean;
}

export interface GoodHour {
  readonly branch: string;
  readonly ganZhi: string;
  readonly range: string;
  readonly twelveStar: string;
}

export interface GoodDay {
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

export interface GoodDaySearch {
  readonly event: string;
  readonly terms: readonly string[];
  readonly from: string;
  readonly to: string;
  readonly zodiac: string | null;
  readonly weekendsOnly: boolean;
  readonly days: readonly GoodDay[];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(text: string, field: string): SolarDay {
  const match = DATE.exec(text);
  if (!match) throw new RangeError(`${field} must be YYYY-MM-DD, got ${text}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  assertSolarDate(year, month, day);
  return SolarDay.fromYmd(year, month, day);
}

const NOTHING_GOOD = '诸事不宜';

const names = (list: readonly { getName(): string }[]): string[] => list.map((x) => x.getName());

export function searchGoodDays(query: GoodDayQuery): GoodDaySearch {
  const event = zeDayEvent(query.event);
  const from = parseDate(query.from, 'from');
  const to = parseDate(query.to, 'to');
  const span = to.subtract(from) + 1;
  if (span < 1 || span > MAX_SEARCH_DAYS)
    throw new RangeError(`from–to must cover 1 to ${MAX_SEARCH_DAYS} days, got ${span}`);
  if (query.zodiac !== undefined && !Zodiac.NAMES.includes(query.zodiac))
    throw new RangeError(`not a 生肖: ${query.zodiac}`);
  const clashedBranch =
    query.zodiac === undefined ? null : Zodiac.fromName(query.zodiac).getEarthBranch().getOpposite();
  const weekendsOnly = query.weekendsOnly === true;
  const wanted = (terms: readonly string[]) => terms.some((t) => event.terms.includes(t));

  const range = dayRange(from, span);
  const days: GoodDay[] = [];
  for (const { offset, week, month, pillar } of range.days) {
    if (weekendsOnly && week !== 0 && week !== 6) continue;
    if (clashedBranch && pillar.getEarthBranch().equals(clashedBranch)) continue;
    // The calls SixtyCycleDay.getRecommends / getAvoids make, without building the day.
    const recommends = names(Taboo.getDayRecommends(month.getSixtyCycle(), pillar));
    if (!wanted(recommends)) continue;
    const avoids = names(Taboo.getDayAvoids(month.getSixtyCycle(), pillar));
    if (wanted(avoids) || avoids.includes(NOTHING_GOOD)) continue;
    const solar = from.next(offset);
    const cycle = new SixtyCycleDay(solar, month, pillar);
    const star = cycle.getTwelveStar();
    days.push({
      date: solarDayText(solar),
      weekday: `星期${solar.getWeek().getName()}`,
      lunar: range.lunarAt(offset),
      ganZhi: { month: month.getSixtyCycle().getName(), day: pillar.getName() },
      duty: cycle.getDuty().getName(),
      twelveStar: { name: star.getName(), ecliptic: star.getEcliptic().getName() },
      clash: clashOf(pillar),
      goodHours: hoursOfPillar(pillar)
        .filter((h) => h.ecliptic === '黄道' && !wanted(h.avoids) && !h.avoids.includes(NOTHING_GOOD))
        .map((h) => ({ branch: h.branch, ganZhi: h.ganZhi, range: h.range, twelveStar: h.twelveStar })),
      recommends,
      avoids,
    });
  }
  return {
    event: event.id,
    terms: event.terms,
    from: solarDayText(from),
    to: solarDayText(to),
    zodiac: query.zodiac ?? null,
    weekendsOnly,
    days,
  };
}
