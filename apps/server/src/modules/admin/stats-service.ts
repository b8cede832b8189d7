import type { AdminStats } from '@tarot/contract/admin';
import { addDays, shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import type { StatsRepo } from './stats-repo';

/** Per-day counts for the last `days` days (today included) and the all-time totals. */
export function createStatsService(stats: StatsRepo, openFeedback: () => Promise<number>) {
  return {
    async summary(days: number, now = new Date()): Promise<AdminStats> {
      const today = shanghaiDate(now);
      const since = addDays(today, 1 - days);
      const [newUsers, checkIns, readings, totals, open] = await Promise.all([
        stats.newUsers(since),
        stats.checkIns(since),
        stats.readings(since),
        stats.totals(),
        openFeedback(),
      ]);
      // Days without rows still get an entry, so a chart has no gaps.
      const series = Array.from({ length: days }, (_, index) => {
        const day = addDays(since, index);
        return {
          day,
          newUsers: newUsers.get(day) ?? 0,
          checkIns: checkIns.get(day) ?? 0,
          readings: readings.get(day) ?? 0,
        };
      });
      return { days: series, totals: { ...totals, openFeedback: open } };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
