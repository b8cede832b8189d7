import {
  deleteChart as deleteAccountChart,
  listChartTags,
  listCharts,
  saveChart,
  updateChart,
  type SavedChartResponse,
} from '@tarot/contract/charts';
import { call } from '../../shared/api/call';
import { refreshCharts } from '../../shared/charts/chart-queries';
import type { ChartRequest } from './chart-request';
import type { SavedChart } from './saved-chart';
import { deleteChart, listSavedCharts, type ChartEdit } from './saved-charts';

/** The account's answer as the list shows it: a 八字 birth is the chart form's request. */
function toSavedChart({ createdAt, ...chart }: SavedChartResponse): SavedChart {
  if (chart.kind !== 'bazi') return { ...chart, savedAt: createdAt };
  const { birth, dayMaster: _dayMaster, ...rest } = chart;
  return { ...rest, request: { ...birth, timeZone: chart.timeZone, location: chart.location }, savedAt: createdAt };
}

export const chartsApi = {
  save: async ({ timeZone = null, location = null, ...birth }: ChartRequest, tags: readonly string[] = []) => {
    const saved = await call(saveChart, { body: { ...birth, timeZone, location, tags: [...tags] } });
    void refreshCharts();
    return saved;
  },
  list: async (tag?: string): Promise<SavedChart[]> => {
    const { items } = await call(listCharts, { query: { tag } });
    return items.map(toSavedChart);
  },
  tags: async () => (await call(listChartTags)).items,
  edit: (id: string, { name, tags, self }: ChartEdit) =>
    call(updateChart, { params: { id }, body: { name, tags: [...tags], self } }),
  remove: (id: string) => call(deleteAccountChart, { params: { id } }),
};

/** Charts kept on this device before signing in move to the account with their tags, oldest first. */
export async function syncDeviceCharts(): Promise<number> {
  const local = listSavedCharts().reverse();
  for (const chart of local) {
    await chartsApi.save(chart.request, chart.tags);
    deleteChart(chart.id);
  }
  return local.length;
}
