import type { DailyCardResponse } from '@tarot/contract/tarot';
import { dailyReading, isDailyReading } from '@tarot/core/tarot/daily';
import { cryptoRandomInt } from '@tarot/core/tarot/random';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import type { DailyCardRepo } from './repo';

export const DAILY_HISTORY_DAYS = 30;

export function createDailyService(cards: DailyCardRepo, now: () => Date = () => new Date()) {
  return {
    /** Today's card, drawn once from the CSPRNG and stored; every later request answers the same one. */
    async today(userId: string): Promise<DailyCardResponse> {
      const day = shanghaiDate(now());
      const row = await cards.keepFirst(userId, day, dailyReading(day, cryptoRandomInt));
      if (!row || !isDailyReading(row.reading)) throw new Error(`daily card for ${day} unreadable`);
      return row.reading;
    },

    /** The member's earlier cards, newest first. */
    async history(userId: string): Promise<DailyCardResponse[]> {
      const rows = await cards.latest(userId, DAILY_HISTORY_DAYS);
      return rows.map((row) => row.reading).filter(isDailyReading);
    },
  };
}

export type DailyService = ReturnType<typeof createDailyService>;
