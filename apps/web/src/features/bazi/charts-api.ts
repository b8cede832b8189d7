import type { SavedChartResponse } from '@tarot/contract/calendar';
import { apiRequest } from '../../shared/api/http';
import type { ChartRequest } from './chart-request';
import { deleteChart, listSavedCharts, type SavedChart } from './saved-charts';

export const chartsApi = {
  save: (request: ChartRequest) => apiRequest<SavedChartResponse>('POST', '/api/charts', request),
  list: async (): Promise<SavedChart[]> => {
    const { items } = await apiRequest<{ items: SavedChartResponse[] }>('GET', '/api/charts');
    return items.map((item) => ({ id: item.id, request: item.birth, savedAt: item.createdAt }));
  },
  remove: (id: string) => apiRequest<{ ok: true }>('DELETE', `/api/charts/${id}`),
};

/** Charts kept on this device before signing in move to the account, oldest first. */
export async function syncDeviceCharts(): Promise<number> {
  const local = listSavedCharts().reverse();
  for (const chart of local) {
    await chartsApi.save(chart.request);
    deleteChart(chart.id);
  }
  return local.length;
}
