import { and, desc, eq } from 'drizzle-orm';
import type { ChartBirth, SavedChartResponse } from '@tarot/contract/calendar';
import { chartBirth } from '@tarot/contract/calendar';
import { assertBirthInput, birthInputFromLunar } from '@tarot/core/calendar/bazi/input';
import { findCity } from '@tarot/core/geo/china-places';
import type { Database } from '../../db/client';
import { savedChart } from '../../db/schema';
import { AppError } from '../../errors';

/** How many charts the hub lists; older ones stay stored and can be deleted by id. */
export const CHART_LIST_LIMIT = 100;

/** A chart is only worth saving if it can be drawn: the date exists and the place is known. */
function assertDrawable(birth: ChartBirth): void {
  if (birth.place && !findCity(birth.place.province, birth.place.city))
    throw new AppError('INVALID_PARAM', 'Unknown birthplace');
  const time = { hour: birth.hour, minute: birth.minute, gender: birth.gender, ziSect: birth.ziSect };
  try {
    if (birth.calendar === 'lunar') {
      birthInputFromLunar({ lunarYear: birth.year, lunarMonth: birth.month, lunarDay: birth.day, ...time });
    } else {
      assertBirthInput({ year: birth.year, month: birth.month, day: birth.day, ...time });
    }
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('INVALID_DATE', `Invalid date: ${error.message}`);
    throw error;
  }
}

const toResponse = (row: typeof savedChart.$inferSelect): SavedChartResponse | null => {
  const birth = chartBirth.safeParse(row.birth);
  return birth.success ? { id: row.id, birth: birth.data, createdAt: row.createdAt.toISOString() } : null;
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
