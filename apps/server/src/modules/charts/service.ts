import { and, desc, eq } from 'drizzle-orm';
import type { ChartBirth, SavedChartResponse } from '@tarot/contract/calendar';
import { chartBirth } from '@tarot/contract/calendar';
import { baziChart } from '@tarot/core/calendar/bazi/chart';
import { birthInputOf, type BirthInput } from '@tarot/core/calendar/bazi/input';
import { findCity } from '@tarot/core/geo/china-places';
import type { Database } from '../../db/client';
import { savedChart } from '../../db/schema';
import { AppError } from '../../errors';

/** How many charts the hub lists; older ones stay stored and can be deleted by id. */
export const CHART_LIST_LIMIT = 100;

/** The birth as the chart functions take it; the place's longitude when true solar time is on. */
function birthInput(birth: ChartBirth): BirthInput {
  const city = birth.place && findCity(birth.place.province, birth.place.city);
  return birthInputOf({
    calendar: birth.calendar,
    year: birth.year,
    month: birth.month,
    day: birth.day,
    hour: birth.hour,
    minute: birth.minute,
    gender: birth.gender,
    ziSect: birth.ziSect,
    ...(birth.trueSolar && city ? { longitude: city.longitude } : {}),
  });
}

/** A chart is only worth saving if it can be drawn: the date exists and the place is known. */
function assertDrawable(birth: ChartBirth): void {
  if (birth.place && !findCity(birth.place.province, birth.place.city))
    throw new AppError('INVALID_PARAM', 'Unknown birthplace');
  try {
    birthInput(birth);
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('INVALID_DATE', `Invalid date: ${error.message}`);
    throw error;
  }
}

const toResponse = (row: typeof savedChart.$inferSelect): SavedChartResponse | null => {
  const birth = chartBirth.safeParse(row.birth);
  if (!birth.success) return null;
  // The day master lets other tools (the personal colour reading) use the chart without recasting it.
  const { stem, element } = baziChart(birthInput(birth.data)).dayMaster;
  return { id: row.id, birth: birth.data, dayMaster: { stem, element }, createdAt: row.createdAt.toISOString() };
};

export function createChartService(db: Database) {
  return {
    async save(userId: string, birth: ChartBirth): Promise<SavedChartResponse> {
      assertDrawable(birth);
      const [row] = await db.insert(savedChart).values({ userId, birth }).returning();
      return toResponse(row!)!;
    },
    async list(userId: string): Promise<SavedChartResponse[]> {
      const rows = await db
        .select()
        .from(savedChart)
        .where(eq(savedChart.userId, userId))
        .orderBy(desc(savedChart.createdAt))
        .limit(CHART_LIST_LIMIT);
      return rows.map(toResponse).filter((chart): chart is SavedChartResponse => chart !== null);
    },
    async remove(userId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(savedChart)
        .where(and(eq(savedChart.id, id), eq(savedChart.userId, userId)))
        .returning({ id: savedChart.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No such chart');
    },
  };
}

export type ChartService = ReturnType<typeof createChartService>;
