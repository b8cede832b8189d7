import { and, arrayContains, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { SavedChartKind } from '@tarot/contract/chart-kinds';
import type { Database, Transaction } from '../../db/client';
import { savedChart } from '../../db/schema';

export type SavedChartRow = typeof savedChart.$inferSelect;

/** What is stored for a new chart: its kind's fields in `birth`, and where and whose it is. */
export type NewChartRow = Pick<
  typeof savedChart.$inferInsert,
  'kind' | 'birth' | 'timeZone' | 'placeName' | 'latitude' | 'longitude' | 'isSelf' | 'tags'
>;

/**
 * Takes the "this is me" mark off the member's other charts, in the transaction that puts it
 * on one. Two such transactions at once cannot both win: the partial unique index
 * saved_chart_one_self_idx refuses the second mark, and the caller answers 409.
 */
const clearSelf = (tx: Transaction, userId: string, except?: string) =>
  tx
    .update(savedChart)
    .set({ isSelf: false })
    .where(
      and(eq(savedChart.userId, userId), eq(savedChart.isSelf, true), except ? ne(savedChart.id, except) : undefined),
    );

export function createChartRepo(db: Database) {
  return {
    async insert(userId: string, values: NewChartRow): Promise<SavedChartRow> {
      return db.transaction(async (tx) => {
        if (values.isSelf) await clearSelf(tx, userId);
        const [row] = await tx
          .insert(savedChart)
          .values({ ...values, userId })
          .returning();
        return row!;
      });
    },

    /** The member's latest `limit` charts, newest first; `tag` and `kind` narrow them. */
    async latest(
      userId: string,
      limit: number,
      { tag, kind }: { tag?: string; kind?: SavedChartKind } = {},
    ): Promise<SavedChartRow[]> {
      return db
        .select()
        .from(savedChart)
        .where(
          and(
            eq(savedChart.userId, userId),
            tag === undefined ? undefined : arrayContains(savedChart.tags, [tag]),
            kind === undefined ? undefined : eq(savedChart.kind, kind),
          ),
        )
        .orderBy(desc(savedChart.createdAt))
        .limit(limit);
    },

    async find(userId: string, id: string): Promise<SavedChartRow | undefined> {
      const [row] = await db
        .select()
        .from(savedChart)
        .where(and(eq(savedChart.id, id), eq(savedChart.userId, userId)))
        .limit(1);
      return row;
    },

    /**
     * Renames (inside the stored birth, where the chart pages read the name), re-tags and
     * marks or unmarks as the member's own one of their charts; undefined when they have none
     * by that id.
     */
    async update(
      userId: string,
      id: string,
      { name, tags, self }: { name?: string; tags?: string[]; self?: boolean },
    ): Promise<SavedChartRow | undefined> {
      return db.transaction(async (tx) => {
        if (self) await clearSelf(tx, userId, id);
        const [row] = await tx
          .update(savedChart)
          .set({
            ...(name === undefined
              ? {}
              : { birth: sql`jsonb_set(${savedChart.birth}, '{name}', to_jsonb(${name}::text))` }),
            ...(tags === undefined ? {} : { tags }),
            ...(self === undefined ? {} : { isSelf: self }),
          })
          .where(and(eq(savedChart.id, id), eq(savedChart.userId, userId)))
          .returning();
        return row;
      });
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
