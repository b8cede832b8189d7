import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { usageDaily, usageDailyBreakdown } from '../../db/schema';
import { dayBreakdown, dayTotals, type BreakdownRow, type DayTotalsRow } from './day-aggregates-repo';

/** Both drivers answer `execute` with `{ rows }`; the shared type leaves it unknown. */
const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export type DayTotals = typeof usageDaily.$inferSelect;

/** Reads the roll-ups of past days, and today's numbers live from raw events. */
export function createSummaryRepo(db: Database) {
  return {
    /** Rolled-up days in [since, until). */
    rolledUpDays: (since: string, until: string): Promise<DayTotals[]> =>
      db
        .select()
        .from(usageDaily)
        .where(and(gte(usageDaily.day, since), lt(usageDaily.day, until)))
        .orderBy(asc(usageDaily.day)),

    /** Per dimension and key, the rolled-up counts summed over [since, until). */
    rolledUpBreakdown: (since: string, until: string) =>
      db
        .select({
          dimension: usageDailyBreakdown.dimension,
          key: usageDailyBreakdown.key,
          count: sql<number>`sum(${usageDailyBreakdown.count})::int`,
          visitors: sql<number>`sum(${usageDailyBreakdown.visitors})::int`,
        })
        .from(usageDailyBreakdown)
        .where(
          and(
            gte(usageDailyBreakdown.day, since),
            lt(usageDailyBreakdown.day, until),
            inArray(usageDailyBreakdown.dimension, ['page', 'event', 'lang', 'platform']),
          ),
        )
        .groupBy(usageDailyBreakdown.dimension, usageDailyBreakdown.key),

    /** Visitors per (day, first-seen day) in [since, until), for cohorts that start on or after `since`. */
    rolledUpCohorts: (since: string, until: string) =>
      db
        .select({ day: usageDailyBreakdown.day, key: usageDailyBreakdown.key, visitors: usageDailyBreakdown.visitors })
        .from(usageDailyBreakdown)
        .where(
          and(
            eq(usageDailyBreakdown.dimension, 'cohort'),
            gte(usageDailyBreakdown.day, since),
            lt(usageDailyBreakdown.day, until),
            gte(usageDailyBreakdown.key, since),
          ),
        ),

    async liveTotals(day: string): Promise<DayTotalsRow> {
      const [row] = await rowsOf<DayTotalsRow>(db, dayTotals(day));
      return row!;
    },

    liveBreakdown: (day: string): Promise<BreakdownRow[]> => rowsOf<BreakdownRow>(db, dayBreakdown(day)),
  };
}

export type SummaryRepo = ReturnType<typeof createSummaryRepo>;
