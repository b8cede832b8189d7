import { and, arrayContains, asc, desc, eq, sql } from 'drizzle-orm';
import type { ChartBirth } from '@tarot/contract/calendar';
import type { Database } from '../../db/client';
import { savedChart } from '../../db/schema';

export type SavedChartRow = typeof savedChart.$inferSelect;

export function createChartRepo(db: Database) {
  return {
    async insert(userId: string, birth: ChartBirth, tags: string[]): Promise<SavedChartRow> {
      const [row] = await db.insert(savedChart).values({ userId, birth, tags }).returning();
      return row!;
    },

    /** The member's latest `limit` charts, newest first; with `tag`, only those carrying it. */
    async latest(userId: string, limit: number, tag?: string): Promise<SavedChartRow[]> {
      return db
        .select()
        .from(savedChart)
        .where(
          and(eq(savedChart.userId, userId), tag === undefined ? undefined : arrayContains(savedChart.tags, [tag])),
        )
        .orderBy(desc(savedChart.createdAt))
        .limit(limit);
    },

    /**
     * Renames (inside the stored birth, where the chart pages read the name) and re-tags the
     * member's own chart in one statement; undefined when they have none by that id.
     */
    async update(
      userId: string,
      id: string,
      { name, tags }: { name?: string; tags?: string[] },
    ): Promise<SavedChartRow | undefined> {
      const [row] = await db
        .update(savedChart)
        .set({
          ...(name === undefined
            ? {}
            : { birth: sql`jsonb_set(${savedChart.birth}, '{name}', to_jsonb(${name}::text))` }),
          ...(tags === undefined ? {} : { tags }),
        })
        .where(and(eq(savedChart.id, id), eq(savedChart.userId, userId)))
        .returning();
      return row;
    },

    /** Each tag on the member's charts with how many carry it, most used first. */
    async tagCounts(userId: string): Promise<{ tag: string; count: number }[]> {
      const tags = db
        .select({ tag: sql<string>`unnest(${savedChart.tags})`.as('tag') })
        .from(savedChart)
        .where(eq(savedChart.userId, userId))
        .as('tags');
      const count = sql<number>`count(*)::int`;
      return db.select({ tag: tags.tag, count }).from(tags).groupBy(tags.tag).orderBy(desc(count), asc(tags.tag));
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
