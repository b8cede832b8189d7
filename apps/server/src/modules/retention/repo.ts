import { sql, type SQL } from 'drizzle-orm';
import { addDays, shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import type { Database } from '../../db/client';

/** Raw usage events, devices unseen and push messages past their expiry are kept this long. */
export const RETENTION_DAYS = 90;
/** Usage salts of today and yesterday stay (late beacons of yesterday still hash); older ones go. */
const SALT_DAYS = 2;
/** Rows per delete: each statement stays short, so nothing waits long behind its locks. */
export const RETENTION_BATCH = 1_000;

const DAY_MS = 86_400_000;

/** What one run deleted, per kind. */
export interface RetentionReport {
  readonly pushMessages: number;
  readonly pushDevices: number;
  readonly usageEvents: number;
  readonly usageSalts: number;
  readonly emptyRollUps: number;
}

/**
 * Deletes the rows one batch of `rows` (a subquery of at most RETENTION_BATCH keys of `table`)
 * picks, again and again until a batch comes back short; answers how many went.
 */
async function deleteInBatches(db: Database, table: SQL, key: SQL, rows: SQL): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = (await db.execute(sql`
      with gone as (delete from ${table} where ${key} in (${rows} limit ${RETENTION_BATCH}) returning 1)
      select count(*)::int as count from gone`)) as unknown as { rows: { count: number }[] };
    const count = result.rows[0]!.count;
    deleted += count;
    if (count < RETENTION_BATCH) return deleted;
  }
}

/**
 * What nobody needs any more, deleted in batches: push messages 90 days past their expiry
 * (their receipts go with them), push devices that have not logged in or out for 90 days
 * (theirs too), raw usage events older than 90 days (the daily roll-ups keep their numbers),
 * usage salts older than two days, and roll-ups of days without a visitor (the dashboard
 * shows such a day as zeros anyway).
 */
export function createRetention(db: Database) {
  return {
    async run(now: Date): Promise<RetentionReport> {
      const cutOff = new Date(now.getTime() - RETENTION_DAYS * DAY_MS).toISOString();
      const oldestSalt = addDays(shanghaiDate(now), 1 - SALT_DAYS);
      return {
        pushMessages: await deleteInBatches(
          db,
          sql`push_message`,
          sql`id`,
          sql`select id from push_message where expires_at < ${cutOff}`,
        ),
        pushDevices: await deleteInBatches(
          db,
          sql`push_device`,
          sql`id`,
          sql`select id from push_device where last_seen_at < ${cutOff}`,
        ),
        usageEvents: await deleteInBatches(
          db,
          sql`usage_event`,
          sql`id`,
          sql`select id from usage_event where occurred_at < ${cutOff}`,
        ),
        usageSalts: await deleteInBatches(
          db,
          sql`usage_salt`,
          sql`day`,
          sql`select day from usage_salt where day < ${oldestSalt}`,
        ),
        emptyRollUps: await deleteInBatches(
          db,
          sql`usage_daily`,
          sql`day`,
          sql`select day from usage_daily where visitors = 0`,
        ),
      };
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
