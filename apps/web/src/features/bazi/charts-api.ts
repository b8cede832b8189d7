import { deleteChart as deleteAccountChart, listCharts, saveChart } from '@tarot/contract/charts';
import { call } from '../../shared/api/call';
import type { ChartRequest } from './chart-request';
import { deleteChart, listSavedCharts, type SavedChart } from './saved-charts';

export const chartsApi = {
  save: (request: ChartRequest) => call(saveChart, { body: request }),
  list: async (): Promise<SavedChart[]> => {
    const { items } = await call(listCharts);
    return items.map((item) => ({ id: item.id, request: item.birth, savedAt: item.createdAt }));
  },
  remove: (id: string) => call(deleteAccountChart, { params: { id } }),
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
