import { saveChart, type NewChart } from '@tarot/contract/charts';
import { call } from '../api/call';
import { refreshCharts } from './chart-queries';
import { deleteDeviceChart, listDeviceCharts, saveDeviceChart, type NewDeviceChart } from './device-charts';

/** The account's body for a natal or 奇门 chart; null for a natal chart without zone or place, which cannot be drawn. */
function bodyOf(chart: NewDeviceChart, tags: readonly string[] = [], self = false): NewChart | null {
  const { timeZone, location } = chart;
  if (chart.kind === 'qimen') return { kind: 'qimen', moment: chart.moment, timeZone, location, tags: [...tags] };
  if (!timeZone || !location) return null;
  return { kind: 'natal', birth: chart.birth, timeZone, location, self, tags: [...tags] };
}

/**
 * Saves a natal or 奇门 chart where the 命盘 list reads it: the account for members, this device
 * for visitors (and so offline). `self` marks a natal chart as the reader's own.
 */
export async function saveOtherChart(signedIn: boolean, chart: NewDeviceChart, self = false): Promise<void> {
  const body = signedIn ? bodyOf(chart, [], self) : null;
  if (body) {
    await call(saveChart, { body });
    void refreshCharts();
  } else saveDeviceChart(chart, self);
}

/** This device's natal and 奇门 charts move to the account with their tags, oldest first. */
export async function syncDeviceOtherCharts(): Promise<number> {
  const local = listDeviceCharts().reverse();
  for (const chart of local) {
    const body = bodyOf(chart, chart.tags, chart.self);
    if (body) await call(saveChart, { body });
    deleteDeviceChart(chart.id);
  }
  return local.length;
}
