import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { usageDaily, usageDailyBreakdown } from '../../db/schema';
import { dayBreakdown, dayTotals } from './day-aggregates-repo';

/** Writes one day's roll-up from its raw events. */
export function createRollupRepo(db: Database) {
  return {
    /**
     * Replaces the day's roll-up rows in one transaction: running it again, or after late
     * events arrived, leaves one correct set of rows, never a sum of runs.
     */
    async replaceDay(day: string): Promise<void> {
      await db.transaction(async (tx) => {
        // Two runs of one day at once (a retry beside a late run) take turns instead of colliding.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`usage-roll-up:${day}`}))`);
        await tx.delete(usageDaily).where(eq(usageDaily.day, day));
        await tx.delete(usageDailyBreakdown).where(eq(usageDailyBreakdown.day, day));
        await tx.execute(sql`
          insert into usage_daily (day, visitors, new_visitors, sessions, page_views, avg_session_seconds)
          ${dayTotals(day)}`);
        await tx.execute(sql`
          insert into usage_daily_breakdown (day, dimension, key, count, visitors)
          ${dayBreakdown(day)}`);
      });
    },
  };
}

export type RollupRepo = ReturnType<typeof createRollupRepo>;
