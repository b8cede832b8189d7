import { z } from 'zod';
import { chartLocation, natalBirth, qimenMoment } from '@tarot/contract/charts';
import { chartTags } from '@tarot/contract/chart-tags';
import { localStore } from '../storage/local';
import type { OtherSavedChart } from './saved-chart';

/**
 * Natal and 奇门 charts kept on this device by visitors, as 命盘 are (features/bazi keeps those
 * as addresses): signing in moves them to the account. Read back through the contract's own
 * schemas, since storage can be edited by hand.
 */
const KEY = 'charts.saved';
export const DEVICE_CHARTS_LIMIT = 50;

const common = {
  id: z.string(),
  savedAt: z.string(),
  tags: chartTags.catch([]),
  self: z.boolean().catch(false),
  timeZone: z.string().nullable(),
  location: chartLocation.nullable(),
};
const storedChart = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('natal'), birth: natalBirth, ...common }),
  z.object({ kind: z.literal('qimen'), moment: qimenMoment, ...common }),
]);

/** A chart to keep: what the page knows, before the device gives it an id and a time. */
export type NewDeviceChart = OtherSavedChart extends infer Chart
  ? Chart extends OtherSavedChart
    ? Omit<Chart, 'id' | 'savedAt' | 'tags' | 'self'>
    : never
  : never;

export function listDeviceCharts(): OtherSavedChart[] {
  try {
    const parsed: unknown = JSON.parse(localStore.get(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item) => {
      const chart = storedChart.safeParse(item);
      return chart.success ? [chart.data] : [];
    });
  } catch {
    return [];
  }
}

const write = (charts: readonly OtherSavedChart[]) =>
  localStore.set(KEY, JSON.stringify(charts.slice(0, DEVICE_CHARTS_LIMIT)));

/** What makes two charts the same chart, its name aside: field by field, whatever order they came in. */
function contentKey(chart: NewDeviceChart): string {
  const { timeZone, location } = chart;
  const where = [timeZone, location?.latitude, location?.longitude];
  if (chart.kind === 'natal') return JSON.stringify(['natal', chart.birth.date, chart.birth.time, ...where]);
  const { date, time, question, method } = chart.moment;
  return JSON.stringify(['qimen', date, time, question, method, ...where]);
}

/**
 * The same chart saved again moves to the top, keeping its id and tags. Marked as "this is
 * me" (a natal chart), it takes the mark from whichever chart had it: one per device, as on the account.
 */
export function saveDeviceChart(chart: NewDeviceChart, self = false): OtherSavedChart {
  const key = contentKey(chart);
  const same = (other: OtherSavedChart) => contentKey(other) === key;
  const charts = listDeviceCharts();
  const before = charts.find(same);
  // A 奇门 chart is a moment, not a birth: it is nobody's own.
  const mine = self && chart.kind === 'natal';
  const saved = {
    ...chart,
    id: before?.id ?? crypto.randomUUID(),
    savedAt: new Date().toISOString(),
    tags: before?.tags ?? [],
    self: mine || (before?.self ?? false),
  } as OtherSavedChart;
  const others = charts.filter((other) => other.id !== saved.id);
  write([saved, ...(mine ? others.map((other) => ({ ...other, self: false })) : others)]);
  return saved;
}

export function editDeviceChart(id: string, { name, tags }: { name: string; tags: readonly string[] }): void {
  write(
    listDeviceCharts().map((chart): OtherSavedChart => {
      if (chart.id !== id) return chart;
      return chart.kind === 'natal'
        ? { ...chart, tags, birth: { ...chart.birth, name } }
        : { ...chart, tags, moment: { ...chart.moment, name } };
    }),
  );
}

export function deleteDeviceChart(id: string): void {
  write(listDeviceCharts().filter((chart) => chart.id !== id));
}
