import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { BannerBody } from '@tarot/contract/banners';
import type { Database } from '../../db/client';
import { banner } from '../../db/schema';

export type BannerRow = typeof banner.$inferSelect;

/** Banners show in `sort` order; equal sorts keep the order they were made in. */
const shownOrder = [asc(banner.sort), asc(banner.createdAt), asc(banner.id)];

export function createBannerRepo(db: Database) {
  return {
    async published(): Promise<BannerRow[]> {
      return db
        .select()
        .from(banner)
        .where(eq(banner.status, 'published'))
        .orderBy(...shownOrder);
    },
    async page(
      status: 'draft' | 'published' | undefined,
      page: number,
      pageSize: number,
    ): Promise<{ rows: BannerRow[]; total: number }> {
      const where = status ? eq(banner.status, status) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(banner)
          .where(where)
          .orderBy(...shownOrder)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(banner).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
    async insert(body: BannerBody): Promise<BannerRow> {
      const [row] = await db.insert(banner).values(body).returning();
      return row!;
    },
    async update(id: string, values: Partial<BannerBody> & { status?: BannerRow['status'] }) {
      const [row] = await db
        .update(banner)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(banner.id, id))
        .returning();
      return row;
    },
    async remove(id: string): Promise<boolean> {
      const removed = await db.delete(banner).where(eq(banner.id, id)).returning({ id: banner.id });
      return removed.length > 0;
    },
    /** Numbers the given banners 0, 1, 2… in one transaction; false (and nothing changed) if one is missing. */
    async reorder(ids: readonly string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ total: count() })
          .from(banner)
          .where(inArray(banner.id, [...ids]));
        if (existing?.total !== ids.length) return false;
        for (const [index, id] of ids.entries()) {
          await tx
            .update(banner)
            .set({ sort: index, updatedAt: sql`now()` })
            .where(eq(banner.id, id));
        }
        return true;
      });
    },
  };
}

export type BannerRepo = ReturnType<typeof createBannerRepo>;
