import { and, desc, eq } from 'drizzle-orm';
import type { DailyCardResponse } from '@tarot/contract/tarot';
import { dailyReading, isDailyReading } from '@tarot/core/tarot/daily';
import { cryptoRandomInt } from '@tarot/core/tarot/random';
import type { Database } from '../../db/client';
import { dailyCard } from '../../db/schema';

/** Members' days follow the calendar in China, wherever the server runs. */
const SHANGHAI_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' });
export const shanghaiDate = (at: Date): string => SHANGHAI_DATE.format(at);

export const DAILY_HISTORY_DAYS = 30;

export function createDailyService(db: Database, now: () => Date = () => new Date()) {
  return {
    /**
     * Today's card, drawn once from the CSPRNG and stored. Two first requests at once both
     * insert with ON CONFLICT DO NOTHING and then read the one row that won.
     */
    async today(userId: string): Promise<DailyCardResponse> {
      const day = shanghaiDate(now());
      await db
        .insert(dailyCard)
        .values({ userId, day, reading: dailyReading(day, cryptoRandomInt) })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(dailyCard)
        .where(and(eq(dailyCard.userId, userId), eq(dailyCard.day, day)));
      if (!row || !isDailyReading(row.reading)) throw new Error(`daily card for ${day} unreadable`);
      return row.reading;
    },

    /** The member's earlier cards, newest first. */
    async history(userId: string): Promise<DailyCardResponse[]> {
      const rows = await db
        .select()
        .from(dailyCard)
        .where(eq(dailyCard.userId, userId))
        .orderBy(desc(dailyCard.day))
        .limit(DAILY_HISTORY_DAYS);
      return rows.map((row) => row.reading).filter(isDailyReading);
    },
  };
}

export type DailyService = ReturnType<typeof createDailyService>;
