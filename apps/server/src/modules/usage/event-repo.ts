import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { usageEvent, usageSalt } from '../../db/schema';

export type NewUsageEvent = typeof usageEvent.$inferInsert;

/** Raw events and the daily salts that pseudonymise their visitors. */
export function createUsageEventRepo(db: Database) {
  return {
    async insert(events: readonly NewUsageEvent[]): Promise<void> {
      if (events.length > 0) await db.insert(usageEvent).values([...events]);
    },
    /**
     * The day's salt, made on first use. Instances racing to make it all read back the one
     * that was stored first, so a visitor hashes alike on every instance.
     */
    async saltOf(day: string): Promise<string> {
      await db
        .insert(usageSalt)
        .values({ day, salt: randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      const [row] = await db.select({ salt: usageSalt.salt }).from(usageSalt).where(eq(usageSalt.day, day));
      return row!.salt;
    },
  };
}

export type UsageEventRepo = ReturnType<typeof createUsageEventRepo>;
