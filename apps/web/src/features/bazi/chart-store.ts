import type { ChartTagCount } from '@tarot/contract/chart-tags';
import { deleteDeviceChart, editDeviceChart, listDeviceCharts } from '../../shared/charts/device-charts';
import { syncDeviceOtherCharts } from '../../shared/charts/save-chart';
import { chartsApi, syncDeviceCharts } from './charts-api';
import { deleteChart, editChart, listSavedCharts, type ChartEdit } from './saved-charts';
import type { SavedChart } from './saved-chart';

/** Where the saved-chart list reads and writes: the account for members, this device otherwise. */
export interface ChartStore {
  list(tag?: string): Promise<SavedChart[]>;
  tags(): Promise<readonly ChartTagCount[]>;
  edit(id: string, edit: ChartEdit): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  /** Whether charts here can be marked “this is me” (the account's can). */
  readonly marksSelf: boolean;
}

/** Each tag with how many charts carry it, most used first, then by name, as the server counts them. */
export function countTags(charts: readonly SavedChart[]): ChartTagCount[] {
  const counts = new Map<string, number>();
  for (const tag of charts.flatMap((chart) => chart.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
}

/** This device's 命盘 and its natal and 奇门 charts in one list, newest first. */
const deviceCharts = (): SavedChart[] =>
  [...listSavedCharts(), ...listDeviceCharts()].sort((a, b) => b.savedAt.localeCompare(a.savedAt));

// Ids are random UUIDs: each edit and delete goes to both lists and finds its chart in one.
const deviceStore: ChartStore = {
  list: async (tag) => deviceCharts().filter((chart) => tag === undefined || chart.tags.includes(tag)),
  tags: async () => countTags(deviceCharts()),
  edit: async (id, edit) => {
    editChart(id, edit);
    editDeviceChart(id, edit);
  },
  remove: async (id) => {
    deleteChart(id);
    deleteDeviceChart(id);
  },
  marksSelf: false,
};

const accountStore: ChartStore = {
  // Charts kept on this device before signing in move into the account first, tags and all.
  list: async (tag) => {
    await syncDeviceCharts();
    await syncDeviceOtherCharts();
    return chartsApi.list(tag);
  },
  tags: chartsApi.tags,
  edit: chartsApi.edit,
  remove: chartsApi.remove,
  marksSelf: true,
};

export const chartStore = (signedIn: boolean): ChartStore => (signedIn ? accountStore : deviceStore);
