import { z } from 'zod';
import { almanacParams } from './calendar';
import { endpoint } from './endpoint';
import { UI_LANGUAGES } from './preferences';

/**
 * One day at a glance for the app's home page: its 干支, 宜 and 忌 already in the reader's
 * language, and the colour to wear. The app's own route, not the public `/api/v1` calendar API:
 * that one answers other clients under the operators' access rules and quotas.
 */
export const dayBriefQuery = z.object({
  lang: z.enum(UI_LANGUAGES).default('zh-Hans').describe('The language the terms are written in'),
});

export const dayBrief = z
  .object({
    date: z.string().describe('YYYY-MM-DD'),
    ganZhi: z.string().describe("The day's pillar, e.g. 乙巳 or Yi-Si"),
    yi: z.array(z.string()).readonly().describe('What the day suits, in the language asked'),
    ji: z.array(z.string()).readonly().describe('What the day avoids, in the language asked'),
    colour: z
      .object({
        element: z.string().describe('The element that feeds the day stem (生我), as core names it: 木火土金水'),
        elementName: z.string().describe('That element in the language asked'),
        colours: z.array(z.string()).readonly().describe('Colour ids, as core spells them in English: green, cyan …'),
        hex: z.string(),
      })
      .describe('The best colour to wear, rated against the day stem'),
  })
  .meta({ id: 'DayBrief' });

export type DayBrief = z.infer<typeof dayBrief>;

export const getDayBrief = endpoint({
  method: 'GET',
  path: '/api/calendar/day/:date',
  tags: ['calendar'],
  summary: "A day's 干支, 宜忌 and colour to wear in one language, for the home page",
  params: almanacParams,
  query: dayBriefQuery,
  response: dayBrief,
  errors: [400],
});
