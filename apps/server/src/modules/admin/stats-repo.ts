import { count, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appUser, checkIn, tarotReading } from '../../db/schema';

/** Counts per Asia/Shanghai calendar day, from `since` (a 'YYYY-MM-DD' day) on. */
export type DayCounts = Map<string, number>;

const shanghaiDay = (column: typeof appUser.createdAt | typeof tarotReading.createdAt) =>
  sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

/** The day's first instant: `since` is a Shanghai day, and Shanghai is UTC+8 all year. */
const startOf = (day: string) => new Date(`${day}T00:00:00+08:00`);

const toMap = (rows: { day: string; total: number }[]): DayCounts =>
  new Map(rows.map((row) => [row.day, Number(row.total)]));

export function createStatsRepo(db: Database) {
  return {
    async newUsers(since: string): Promise<DayCounts> {
      const day = shanghaiDay(appUser.createdAt);
      return toMap(
        await db
          .select({ day, total: count() })
          .from(appUser)
          .where(gte(appUser.createdAt, startOf(since)))
          .groupBy(day),
      );
    },
    async readings(since: string): Promise<DayCounts> {
      const day = shanghaiDay(tarotReading.createdAt);
      return toMap(
        await db
          .select({ day, total: count() })
          .from(tarotReading)
          .where(gte(tarotReading.createdAt, startOf(since)))
          .groupBy(day),
      );
    },
    /** Check-ins are already keyed by their Shanghai day; daily and ad check-ins both count. */
    async checkIns(since: string): Promise<DayCounts> {
      return toMap(
        await db
          .select({ day: checkIn.day, total: count() })
          .from(checkIn)
          .where(gte(checkIn.day, since))
          .groupBy(checkIn.day),
      );
    },
    async totals(): Promise<{ users: number; checkIns: number; readings: number }> {
      const [[users], [checkIns], [readings]] = await Promise.all([
        db.select({ total: count() }).from(appUser),
        db.select({ total: count() }).from(checkIn),
        db.select({ total: count() }).from(tarotReading),
      ]);
      return { users: users?.total ?? 0, checkIns: checkIns?.total ?? 0, readings: readings?.total ?? 0 };
    },
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
