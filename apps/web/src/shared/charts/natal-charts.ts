import { listCharts } from '@tarot/contract/charts';
import { call } from '../api/call';
import { listDeviceCharts } from './device-charts';
import type { SavedNatalChart } from './saved-chart';

/** The natal charts a reader keeps — on the account for members, on this device for visitors — newest first. */
export async function listNatalCharts(signedIn: boolean): Promise<SavedNatalChart[]> {
  if (!signedIn) return listDeviceCharts().filter((chart): chart is SavedNatalChart => chart.kind === 'natal');
  const { items } = await call(listCharts, { query: { kind: 'natal' } });
  return items.flatMap(({ createdAt, ...chart }) => (chart.kind === 'natal' ? [{ ...chart, savedAt: createdAt }] : []));
}

/** A saved natal chart as the natal page's address carries it (natal-form.ts reads it back); null without a place. */
export function savedNatalParams(chart: SavedNatalChart): Record<string, string> | null {
  const { birth, timeZone, location } = chart;
  if (!timeZone || !location) return null;
  return {
    date: birth.date,
    ...(birth.time ? { time: birth.time } : {}),
    tz: timeZone,
    lat: String(location.latitude),
    lon: String(location.longitude),
    place: location.name,
  };
}
