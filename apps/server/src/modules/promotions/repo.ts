import { and, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adPromotion } from '../../db/schema';

export type PromotionRow = typeof adPromotion.$inferSelect;

export function createPromotionRepo(db: Database) {
  /** Runs on `day` in `language` (a promotion without languages runs in all). */
  const runningOn = (day: string, language: string) =>
    and(
      lte(adPromotion.startsOn, day),
      gte(adPromotion.endsOn, day),
      or(sql`cardinality(${adPromotion.languages}) = 0`, sql`${language} = any(${adPromotion.languages})`),
    );

  return {
    async insert(values: typeof adPromotion.$inferInsert): Promise<PromotionRow> {
      const [row] = await db.insert(adPromotion).values(values).returning();
      return row!;
    },

    async list(): Promise<PromotionRow[]> {
      return db.select().from(adPromotion).orderBy(desc(adPromotion.endsOn), desc(adPromotion.createdAt)).limit(200);
    },

    async remove(id: string): Promise<PromotionRow | undefined> {
      const [row] = await db.delete(adPromotion).where(eq(adPromotion.id, id)).returning();
      return row;
    },

    /** One of the promotions running on `day` in `language`, taken at random so all get seen. */
    async pick(day: string, language: string): Promise<PromotionRow | undefined> {
      const [row] = await db
        .select()
        .from(adPromotion)
        .where(runningOn(day, language))
        .orderBy(sql`random()`)
        .limit(1);
      return row;
    },

    async find(id: string): Promise<PromotionRow | undefined> {
      const [row] = await db.select().from(adPromotion).where(eq(adPromotion.id, id));
      return row;
    },
  };
}

export type PromotionRepo = ReturnType<typeof createPromotionRepo>;
