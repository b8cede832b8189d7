import type { OtherSavedChart, SavedChartCommon } from '../../shared/charts/saved-chart';
import type { ChartRequest } from './chart-request';

/** A saved 八字 chart, on this device or in the account, with the owner's tags. */
export interface SavedBaziChart extends SavedChartCommon {
  readonly kind: 'bazi';
  readonly request: ChartRequest;
}

/** Any saved chart as the 命盘 list shows it. */
export type SavedChart = SavedBaziChart | OtherSavedChart;

/** A chart's own name, wherever its kind keeps it. */
export const chartName = (chart: SavedChart): string =>
  chart.kind === 'bazi' ? chart.request.name : chart.kind === 'natal' ? chart.birth.name : chart.moment.name;
