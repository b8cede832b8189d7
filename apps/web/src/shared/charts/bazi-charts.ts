import { listCharts, type SavedBaziChartResponse, type SavedChartResponse } from '@tarot/contract/charts';
import { call } from '../api/call';

const isBazi = (chart: SavedChartResponse): chart is SavedBaziChartResponse => chart.kind === 'bazi';

/** The member's saved 八字 charts, newest first: the tools that read a day master or pillars use them. */
export async function listBaziCharts(): Promise<SavedBaziChartResponse[]> {
  const { items } = await call(listCharts, { query: { kind: 'bazi' } });
  return items.filter(isBazi);
}
