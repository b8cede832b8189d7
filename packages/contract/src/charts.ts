/**
 * Charts a member keeps on the account: 八字 命盘, natal (星座) charts and 奇门 hour charts,
 * saved, tagged, listed and deleted. A birth keeps its clock's zone and its place; one chart
 * may be marked as the member's own ("this is me").
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { okResponse } from './ok';
import { chartBirth, chartIdParams, ianaTimeZone, isoDate } from './calendar';

export { ianaTimeZone, isKnownTimeZone } from './calendar';
import { SAVED_CHART_KINDS } from './chart-kinds';
import { chartTag, chartTagCounts, chartTags } from './chart-tags';
import { QIMEN_QUESTIONS } from './qimen';
import { text } from './text';

export const chartLocation = z
  .object({
    name: text().trim().min(1).max(80).describe('The place as picked, e.g. “Zürich, Switzerland”'),
    latitude: z.number().min(-90).max(90).describe('Degrees north'),
    longitude: z.number().min(-180).max(180).describe('Degrees east'),
  })
  .meta({ id: 'ChartLocation' });

const chartName = text().trim().max(20).default('');
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm, 00:00–23:59');

/** A natal (星座) birth; the zone and place stand beside it on the chart. */
export const natalBirth = z
  .object({
    name: chartName,
    date: isoDate.describe('Birth date on the zone’s calendar, YYYY-MM-DD'),
    time: hhmm.nullable().describe('Birth time on the zone’s clock, HH:mm; null when unknown'),
  })
  .meta({ id: 'NatalBirth' });

/** A 奇门 question asked at a moment; the zone (Beijing when null) and place stand beside it. */
export const qimenMoment = z
  .object({
    name: chartName,
    date: isoDate.describe('The day, YYYY-MM-DD'),
    time: hhmm.describe('Wall-clock time, HH:mm'),
    question: z.enum(QIMEN_QUESTIONS),
    method: z.enum(['chaibu', 'zhirun']).default('chaibu'),
  })
  .meta({ id: 'QimenMoment' });

const self = z.boolean().describe('“This is me”: the member’s own birth; at most one chart carries it');
const timeZone = ianaTimeZone.nullable();
const location = chartLocation.nullable();

/**
 * A chart to save. A 八字 birth is sent flat as before (`kind` may be left out); with a
 * `timeZone` or `location`, its clock is that zone's and true solar time uses that place.
 */
export const newChart = z
  .discriminatedUnion('kind', [
    chartBirth.extend({
      kind: z.literal('bazi').optional(),
      timeZone: timeZone.default(null),
      location: location.default(null),
      self: self.default(false),
      tags: chartTags.default([]),
    }),
    z.object({
      kind: z.literal('natal'),
      birth: natalBirth,
      timeZone: ianaTimeZone,
      location: chartLocation,
      self: self.default(false),
      tags: chartTags.default([]),
    }),
    z.object({
      kind: z.literal('qimen'),
      moment: qimenMoment,
      timeZone: timeZone.default(null),
      location: location.default(null),
      tags: chartTags.default([]),
    }),
  ])
  .meta({ id: 'NewChart' });

/** What a member may change on a saved chart; the birth itself is the chart and stays. */
export const chartChanges = z
  .object({ name: chartName.unwrap().optional(), tags: chartTags.optional(), self: self.optional() })
  .refine(
    (changes) => changes.name !== undefined || changes.tags !== undefined || changes.self !== undefined,
    'Nothing to change',
  )
  .meta({ id: 'ChartChanges' });

const savedFields = {
  id: z.string(),
  tags: z.array(z.string()).readonly(),
  self: z.boolean(),
  timeZone: z.string().nullable(),
  location: chartLocation.nullable(),
  createdAt: z.string(),
};

export const savedBaziChart = z
  .object({
    kind: z.literal('bazi'),
    birth: chartBirth,
    dayMaster: z.object({ stem: z.string(), element: z.string() }).describe('日主 of the chart'),
    ...savedFields,
  })
  .meta({ id: 'SavedBaziChart' });

export const savedNatalChart = z
  .object({ kind: z.literal('natal'), birth: natalBirth, ...savedFields })
  .meta({ id: 'SavedNatalChart' });

export const savedQimenChart = z
  .object({ kind: z.literal('qimen'), moment: qimenMoment, ...savedFields })
  .meta({ id: 'SavedQimenChart' });

export const savedChartSchema = z
  .discriminatedUnion('kind', [savedBaziChart, savedNatalChart, savedQimenChart])
  .meta({ id: 'SavedChart' });

export const savedChartList = z.object({ items: z.array(savedChartSchema).readonly() }).meta({ id: 'SavedChartList' });

export const chartListQuery = z.object({
  tag: chartTag.optional().describe('Only the charts carrying this tag'),
  kind: z.enum(SAVED_CHART_KINDS).optional().describe('Only charts of this kind'),
});

export type NewChart = z.infer<typeof newChart>;
export type ChartLocation = z.infer<typeof chartLocation>;
export type NatalBirth = z.infer<typeof natalBirth>;
export type QimenMoment = z.infer<typeof qimenMoment>;
export type SavedChartResponse = z.infer<typeof savedChartSchema>;
export type SavedBaziChartResponse = z.infer<typeof savedBaziChart>;

export const saveChart = endpoint({
  method: 'POST',
  path: '/api/charts',
  tags: ['calendar'],
  summary: 'Save a 八字, natal or 奇门 chart, optionally with tags and as “this is me”',
  body: newChart,
  response: savedChartSchema,
  errors: [400, 401, 404, 409],
});

export const updateChart = endpoint({
  method: 'PATCH',
  path: '/api/charts/:id',
  tags: ['calendar'],
  summary: 'Rename, re-tag or mark as “this is me” one of my charts',
  params: chartIdParams,
  body: chartChanges,
  response: savedChartSchema,
  errors: [400, 401, 404, 409],
});

export const listCharts = endpoint({
  method: 'GET',
  path: '/api/charts',
  tags: ['calendar'],
  summary: 'My saved charts, newest first; `tag` and `kind` narrow the list',
  query: chartListQuery,
  response: savedChartList,
  errors: [400, 401, 404],
});

export const listChartTags = endpoint({
  method: 'GET',
  path: '/api/charts/tags',
  tags: ['calendar'],
  summary: 'The tags on my charts, most used first',
  response: chartTagCounts,
  errors: [400, 401, 404],
});

export const deleteChart = endpoint({
  method: 'DELETE',
  path: '/api/charts/:id',
  tags: ['calendar'],
  summary: 'Delete one of my charts',
  params: chartIdParams,
  response: okResponse,
  errors: [400, 401, 404],
});
