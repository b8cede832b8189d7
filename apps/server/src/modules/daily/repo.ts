import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dailyCard } from '../../db/schema';

export type DailyCardRow = typeof dailyCard.$inferSelect;

export function createDailyCardRepo(db: Database) {
  return {
    /**
     * Stores the day's card unless one is there, then reads the one row that won: two first
     * requests at once both insert with ON CONFLICT DO NOTHING and answer the same card.
     */
    async keepFirst(userId: string, day: string, reading: DailyCardRow['reading']): Promise<DailyCardRow | undefined> {
      await db.insert(dailyCard).values({ userId, day, reading }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(dailyCard)
        .where(and(eq(dailyCard.userId, userId), eq(dailyCard.day, day)));
      return row;
    },

    /** The member's latest `limit` cards, newest first. */
    async latest(userId: string, limit: number): Promise<DailyCardRow[]> {
      return db.select().from(dailyCard).where(eq(dailyCard.userId, userId)).orderBy(desc(dailyCard.day)).limit(limit);
    },
  };
}

export type DailyCardRepo = ReturnType<typeof createDailyCardRepo>;
