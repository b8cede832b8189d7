import type { ChartBirth, SavedChartResponse } from '@tarot/contract/calendar';
import { chartBirth } from '@tarot/contract/calendar';
import type { ChartTagCount } from '@tarot/contract/chart-tags';
import { baziChart } from '@tarot/core/calendar/bazi/chart';
import { birthInputOfRequest } from '@tarot/core/calendar/bazi/birth-request';
import { findCity } from '@tarot/core/geo/china-places';
import { AppError } from '../../errors';
import type { ChartRepo, SavedChartRow } from './repo';

/** How many charts the hub lists; older ones stay stored and can be deleted by id. */
export const CHART_LIST_LIMIT = 100;

/** A chart is only worth saving if it can be drawn: the date exists and the place is known. */
function assertDrawable(birth: ChartBirth): void {
  if (birth.place && !findCity(birth.place.province, birth.place.city))
    throw new AppError('INVALID_PARAM', 'Unknown birthplace');
  try {
    birthInputOfRequest(birth);
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('INVALID_DATE', `Invalid date: ${error.message}`);
    throw error;
  }
}

const toResponse = (row: SavedChartRow): SavedChartResponse | null => {
  const birth = chartBirth.safeParse(row.birth);
  if (!birth.success) return null;
  // The day master lets other tools (the personal colour reading) use the chart without recasting it.
  const { stem, element } = baziChart(birthInputOfRequest(birth.data)).dayMaster;
  return {
    id: row.id,
    birth: birth.data,
    tags: row.tags,
    dayMaster: { stem, element },
    createdAt: row.createdAt.toISOString(),
  };
};

export function createChartService(charts: ChartRepo) {
  return {
    async save(userId: string, { tags, ...birth }: ChartBirth & { tags: string[] }): Promise<SavedChartResponse> {
      assertDrawable(birth);
      return toResponse(await charts.insert(userId, birth, tags))!;
    },
    async update(userId: string, id: string, changes: { name?: string; tags?: string[] }): Promise<SavedChartResponse> {
      const row = await charts.update(userId, id, changes);
      const chart = row && toResponse(row);
      if (!chart) throw new AppError('NOT_FOUND', 'No such chart');
      return chart;
    },
    async list(userId: string, tag?: string): Promise<SavedChartResponse[]> {
      const rows = await charts.latest(userId, CHART_LIST_LIMIT, tag);
      return rows.map(toResponse).filter((chart): chart is SavedChartResponse => chart !== null);
    },
    tags: (userId: string): Promise<ChartTagCount[]> => charts.tagCounts(userId),
    async remove(userId: string, id: string): Promise<void> {
      if (!(await charts.remove(userId, id))) throw new AppError('NOT_FOUND', 'No such chart');
    },
  };
}

export type ChartService = ReturnType<typeof createChartService>;
