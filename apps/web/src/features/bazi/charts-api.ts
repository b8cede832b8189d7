import {
  deleteChart as deleteAccountChart,
  listChartTags,
  listCharts,
  saveChart,
  updateChart,
} from '@tarot/contract/charts';
import type { SavedChartResponse } from '@tarot/contract/calendar';
import { call } from '../../shared/api/call';
import type { ChartRequest } from './chart-request';
import { deleteChart, listSavedCharts, type ChartEdit, type SavedChart } from './saved-charts';

const toSavedChart = (item: SavedChartResponse): SavedChart => ({
  id: item.id,
  request: item.birth,
  tags: item.tags,
  savedAt: item.createdAt,
});

export const chartsApi = {
  save: (request: ChartRequest, tags: readonly string[] = []) =>
    call(saveChart, { body: { ...request, tags: [...tags] } }),
  list: async (tag?: string): Promise<SavedChart[]> => {
    const { items } = await call(listCharts, { query: { tag } });
    return items.map(toSavedChart);
  },
  tags: async () => (await call(listChartTags)).items,
  edit: (id: string, { name, tags }: ChartEdit) =>
    call(updateChart, { params: { id }, body: { name, tags: [...tags] } }),
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
