import { and, desc, eq } from 'drizzle-orm';
import type { ChartBirth } from '@tarot/contract/calendar';
import type { Database } from '../../db/client';
import { savedChart } from '../../db/schema';

export type SavedChartRow = typeof savedChart.$inferSelect;

export function createChartRepo(db: Database) {
  return {
    async insert(userId: string, birth: ChartBirth): Promise<SavedChartRow> {
      const [row] = await db.insert(savedChart).values({ userId, birth }).returning();
      return row!;
    },

    /** The member's latest `limit` charts, newest first. */
    async latest(userId: string, limit: number): Promise<SavedChartRow[]> {
      return db
        .select()
        .from(savedChart)
        .where(eq(savedChart.userId, userId))
        .orderBy(desc(savedChart.createdAt))
        .limit(limit);
    },

    /** Deletes the member's own chart; false when they have none by that id. */
    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(savedChart)
        .where(and(eq(savedChart.id, id), eq(savedChart.userId, userId)))
        .returning({ id: savedChart.id });
      return deleted.length > 0;
    },
  };
}

export type ChartRepo = ReturnType<typeof createChartRepo>;
