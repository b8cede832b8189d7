/**
 * 择日 in the public calendar API (`GET /api/v1/zeday`): the days of a range that suit an
 * event, best first, and every other day with the reasons it does not. The shapes mirror
 * packages/core's calendar/ze-day.ts with each reason put into words; the server builds the
 * answer from core's types, so they cannot drift, and test/ze-day.test.ts holds the lists
 * below (events, 生肖, the range bound) equal to core's.
 */
import { z } from 'zod';
import { baziQuery, isoDate } from './calendar';
import { endpoint } from './endpoint';
import type { ServerErrorCode } from './errors';
import { LIMITS } from './limits';
import { UI_LANGUAGES } from './preferences';

/** The events as the app names them (core's ZE_DAY_EVENT_GROUPS), the marriages first. */
export const ZE_DAY_EVENTS = [
  '嫁娶',
  '订婚',
  '纳婿',
  '入宅',
  '搬家',
  '装修',
  '安床',
  '作灶',
  '开市',
  '开业',
  '签约',
  '求财',
  '出行',
  '赴任',
  '求医',
  '安葬',
  '祭祀',
  '祈福',
  '求嗣',
  '入学',
  '理发',
  '买车',
  '置产',
  '栽种',
] as const;

/** The events that join two people: the only ones that take a partner's 生肖. */
export const ZE_DAY_MARRIAGES: readonly string[] = ['嫁娶', '订婚', '纳婿'];

export const ZODIAC_ANIMALS = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'] as const;

const ZE_DAY_MAX_DAYS = LIMITS.zeDayMaxDays;

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date as UTC milliseconds, or null when no such day exists (2026-02-30). */
function dayMs(text: string): number | null {
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text ? null : ms;
}

/** Days from `from` to `to`; 0 when either date does not exist, which the service answers with INVALID_DATE. */
function daysBetween(from: string, to: string): number {
  const [start, end] = [dayMs(from), dayMs(to)];
  return start === null || end === null ? 0 : (end - start) / DAY_MS;
}

/** The error handler answers with `params.code` instead of INVALID_PARAM. */
const problem = (code: Extract<ServerErrorCode, `ZE_DAY_${string}`>, message: string) => ({
  message,
  params: { code },
});

/** Query strings are inlined in OpenAPI (a $ref there is not resolved), so no schema id. */
export const zeDayQuery = z
  .object({
    event: z.enum(ZE_DAY_EVENTS).describe('The occasion, as the app names it'),
    from: isoDate.describe('First day searched, YYYY-MM-DD'),
    to: isoDate.describe(
      `Last day searched, YYYY-MM-DD: at most ${ZE_DAY_MAX_DAYS} days after \`from\`, counted inclusively`,
    ),
    zodiac: z
      .enum(ZODIAC_ANIMALS)
      .optional()
      .describe('Your 生肖: days clashing it are left out. By default the birth’s, when a birth is given'),
    partnerZodiac: z
      .enum(ZODIAC_ANIMALS)
      .optional()
      .describe(`The partner’s 生肖, for ${ZE_DAY_MARRIAGES.join(', ')} only`),
    date: baziQuery.shape.date
      .optional()
      .describe(
        'Your birth date, as for /api/v1/bazi: days that clash your year or day pillar outright (天克地冲) are left out',
      ),
    time: baziQuery.shape.time.optional().describe('Your birth time, with `date`'),
    gender: baziQuery.shape.gender.optional().describe('With `date`, as for /api/v1/bazi'),
    ziSect: baziQuery.shape.ziSect,
    longitude: baziQuery.shape.longitude,
    tz: baziQuery.shape.tz,
    calendar: baziQuery.shape.calendar,
    leapMonth: baziQuery.shape.leapMonth,
    weekendsOnly: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true')
      .describe('Search Saturdays and Sundays only'),
    lang: z.enum(UI_LANGUAGES).default('zh-Hans').describe('Language of the reasons’ texts: any interface language'),
  })
  .refine(
    (query) => daysBetween(query.from, query.to) >= 0,
    problem('ZE_DAY_END_BEFORE_START', '`to` is before `from`'),
  )
  .refine(
    (query) => daysBetween(query.from, query.to) < ZE_DAY_MAX_DAYS,
    problem('ZE_DAY_RANGE_TOO_LONG', `from–to covers more than ${ZE_DAY_MAX_DAYS} days`),
  )
  .refine((query) => [query.time, query.gender].every((part) => (part === undefined) === (query.date === undefined)), {
    message: 'A birth needs `date`, `time` and `gender` together',
  })
  .refine((query) => query.partnerZodiac === undefined || ZE_DAY_MARRIAGES.includes(query.event), {
    message: 'Only a marriage takes `partnerZodiac`',
  });

const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();
const strings = list(z.string());
const reasonLine = z.object({
  code: z.string().describe('A stable reason code, e.g. yearBreak (岁破) or sanNiang (三娘煞)'),
  text: z.string().describe('The reason in `lang`'),
});
const lunarDate = z.object({
  year: z.number().int(),
  month: z.number().int().describe('Negative for a leap month'),
  day: z.number().int(),
  leap: z.boolean(),
  monthName: z.string(),
  dayName: z.string(),
  text: z.string(),
});
const dayHeader = z.object({
  date: isoDate,
  weekday: z.string(),
  lunar: lunarDate,
  ganZhi: z.object({ month: z.string(), day: z.string() }),
});

export const zeDayResponse = z
  .object({
    event: z.string(),
    terms: strings.describe('The almanac’s words for the event: a day must name one of them under 宜'),
    duties: strings.describe('The 建除 that suit the event'),
    from: isoDate,
    to: isoDate,
    zodiac: z.string().nullable(),
    partnerZodiac: z.string().nullable(),
    pillars: z
      .object({ year: z.string(), day: z.string() })
      .nullable()
      .describe('The birth’s year and day pillars, when a birth is given'),
    weekendsOnly: z.boolean(),
    days: list(
      dayHeader.extend({
        duty: z.string().describe('建除十二值'),
        twelveStar: z.object({ name: z.string(), ecliptic: z.string() }).describe('值神, 黄道 or 黑道'),
        clash: z.object({ zodiac: z.string(), ganZhi: z.string(), text: z.string(), sha: z.string() }),
        goodHours: list(
          z.object({ branch: z.string(), ganZhi: z.string(), range: z.string(), twelveStar: z.string() }),
        ),
        recommends: strings,
        avoids: strings,
        score: z.number().int().describe('Points of the auspicious gods on the day'),
        reasons: list(reasonLine),
      }),
    ).describe('The days offered, best first: a wedding’s 不将 days before the rest, then by score, then by date'),
    excluded: list(dayHeader.extend({ reasons: z.array(reasonLine).min(1).readonly() })).describe(
      'Every other day searched, in date order, with all its reasons',
    ),
  })
  .meta({ id: 'ZeDayResponse' });

export type ZeDayQuery = z.infer<typeof zeDayQuery>;
export type ZeDayResponse = z.infer<typeof zeDayResponse>;

export const getZeDay = endpoint({
  method: 'GET',
  path: '/api/v1/zeday',
  tags: ['calendar'],
  summary: '择日: the days of a range that suit an event, and why each other day does not',
  query: zeDayQuery,
  response: zeDayResponse,
  errors: [400],
});
