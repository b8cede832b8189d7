/** Birth charts a member keeps on the account: saved, listed and deleted. */
import { endpoint } from './endpoint';
import { okResponse } from './ok';
import { chartBirth, chartIdParams, savedChartList, savedChartSchema } from './calendar';

export const saveChart = endpoint({
  method: 'POST',
  path: '/api/charts',
  tags: ['calendar'],
  summary: 'Save a birth chart',
  body: chartBirth,
  response: savedChartSchema,
  errors: [400, 401, 404],
});

export const listCharts = endpoint({
  method: 'GET',
  path: '/api/charts',
  tags: ['calendar'],
  summary: 'My saved charts, newest first',
  response: savedChartList,
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
