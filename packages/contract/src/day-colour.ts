/**
 * 每日穿衣颜色 in the public calendar API (`GET /api/v1/day-colour`): the five elements' colours
 * rated for a day, by the day stem's element as almanacs rate them, or with a birth by that
 * chart's 用神, 喜神 and 忌神 (the judgement /api/v1/bazi answers). The shapes mirror
 * packages/core's calendar/day-colour.ts and calendar/chart-colours.ts.
 */
import { z } from 'zod';
import { baziQuery, isoDate } from './calendar';
import { endpoint } from './endpoint';

export const COLOUR_RATINGS = ['大吉', '次吉', '小吉', '平', '忌'] as const;

/** Query strings are inlined in OpenAPI (a $ref there is not resolved), so no schema id. */
export const dayColourQuery = z
  .object({
    date: isoDate.optional().describe('The day, YYYY-MM-DD; today in Beijing when left out'),
    birthDate: baziQuery.shape.date
      .optional()
      .describe('A birth date, as `date` of /api/v1/bazi: the colours are then rated by that chart'),
    birthTime: baziQuery.shape.time.optional().describe('The birth time, as `time` of /api/v1/bazi'),
    gender: baziQuery.shape.gender.optional(),
    ziSect: baziQuery.shape.ziSect,
    longitude: baziQuery.shape.longitude,
    tz: baziQuery.shape.tz,
    calendar: baziQuery.shape.calendar,
    leapMonth: baziQuery.shape.leapMonth,
  })
  .refine(
    (query) =>
      [query.birthTime, query.gender].every((part) => (part === undefined) === (query.birthDate === undefined)),
    { message: 'A birth needs `birthDate`, `birthTime` and `gender` together' },
  );

const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

export const dayColourResponse = z
  .object({
    date: isoDate,
    dayGanZhi: z.string().describe('The day’s 干支'),
    by: z
      .enum(['day', 'chart'])
      .describe('`day`: rated against the day stem’s element; `chart`: by the birth’s 用神, 喜神 and 忌神'),
    reference: z
      .object({ stem: z.string(), element: z.string() })
      .describe('The stem the colours are read from: the day’s, or the birth’s day master'),
    chart: z
      .object({ pillars: z.object({ year: z.string(), month: z.string(), day: z.string(), hour: z.string() }) })
      .nullable()
      .describe('The birth’s pillars, when a birth is given'),
    colours: list(
      z.object({
        element: z.string().describe('木 火 土 金 水'),
        rating: z.enum(COLOUR_RATINGS),
        names: list(z.string()).describe('The colours in Chinese, e.g. 黑 蓝'),
        english: list(z.string()).describe('The same in English, e.g. black blue'),
        hex: z.string().describe('A swatch of the element, #rrggbb'),
        relation: z
          .enum(['生我', '同我', '我克', '我生', '克我'])
          .nullable()
          .describe('By the day: the element’s relation to the day stem’s (生我 大吉 … 克我 忌); null by a chart'),
        role: z
          .enum(['useful', 'favourable', 'unfavourable', 'idle', 'feedsUnfavourable', 'restrainsUseful'])
          .nullable()
          .describe(
            'By a chart: 用神 (大吉), 喜神 (次吉), 忌神 (忌), or for the other elements idle (小吉), feeding a 忌神 or restraining the 用神 (平); null by the day',
          ),
      }),
    ).describe('The five elements, best first'),
  })
  .meta({ id: 'DayColourResponse' });

export type DayColourQuery = z.infer<typeof dayColourQuery>;
export type DayColourResponse = z.infer<typeof dayColourResponse>;

export const getDayColour = endpoint({
  method: 'GET',
  path: '/api/v1/day-colour',
  tags: ['calendar'],
  summary: '每日穿衣颜色: the colours of a day, or a birth’s by its 用神 and 忌神',
  query: dayColourQuery,
  response: dayColourResponse,
  errors: [400],
});
