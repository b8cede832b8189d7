import type { ChartTagCount } from '@tarot/contract/chart-tags';
import { chartsApi, syncDeviceCharts } from './charts-api';
import { deleteChart, editChart, listSavedCharts, type ChartEdit } from './saved-charts';
import type { SavedChart } from './saved-chart';

/** Where the saved-chart list reads and writes: the account for members, this device otherwise. */
export interface ChartStore {
  list(tag?: string): Promise<SavedChart[]>;
  tags(): Promise<readonly ChartTagCount[]>;
  edit(id: string, edit: ChartEdit): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}

/** Each tag with how many charts carry it, most used first, then by name, as the server counts them. */
export function countTags(charts: readonly SavedChart[]): ChartTagCount[] {
  const counts = new Map<string, number>();
  for (const tag of charts.flatMap((chart) => chart.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
}

const deviceStore: ChartStore = {
  list: async (tag) => listSavedCharts().filter((chart) => tag === undefined || chart.tags.includes(tag)),
  tags: async () => countTags(listSavedCharts()),
  edit: async (id, edit) => editChart(id, edit),
  remove: async (id) => deleteChart(id),
};

const accountStore: ChartStore = {
  // Charts kept on this device before signing in move into the account first, tags and all.
  list: async (tag) => {
    await syncDeviceCharts();
    return chartsApi.list(tag);
  },
  tags: chartsApi.tags,
  edit: chartsApi.edit,
  remove: chartsApi.remove,
};

export const chartStore = (signedIn: boolean): ChartStore => (signedIn ? accountStore : deviceStore);
