/** Birth charts a member keeps on the account: saved, tagged, listed and deleted. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { okResponse } from './ok';
import { chartBirth, chartIdParams, savedChartList, savedChartSchema } from './calendar';
import { chartTagCounts, chartTagQuery, chartTags } from './chart-tags';

/** The birth data with the member's tags beside it; `tags` may be left out. */
export const newChart = chartBirth.extend({ tags: chartTags.default([]) }).meta({ id: 'NewChart' });

/** What a member may change on a saved chart; the birth itself is the chart and stays. */
export const chartChanges = z
  .object({ name: chartBirth.shape.name.unwrap().optional(), tags: chartTags.optional() })
  .refine((changes) => changes.name !== undefined || changes.tags !== undefined, 'Nothing to change')
  .meta({ id: 'ChartChanges' });

export const saveChart = endpoint({
  method: 'POST',
  path: '/api/charts',
  tags: ['calendar'],
  summary: 'Save a birth chart, optionally with tags',
  body: newChart,
  response: savedChartSchema,
  errors: [400, 401, 404],
});

export const updateChart = endpoint({
  method: 'PATCH',
  path: '/api/charts/:id',
  tags: ['calendar'],
  summary: 'Rename or re-tag one of my charts',
  params: chartIdParams,
  body: chartChanges,
  response: savedChartSchema,
  errors: [400, 401, 404],
});

export const listCharts = endpoint({
  method: 'GET',
  path: '/api/charts',
  tags: ['calendar'],
  summary: 'My saved charts, newest first; `tag` keeps only those carrying it',
  query: chartTagQuery,
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
