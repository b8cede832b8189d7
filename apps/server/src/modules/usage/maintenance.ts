import type { Database } from '../../db/client';
import { addDays, shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { createUsageEventRepo } from './event-repo';
import { createRollupRepo } from './rollup-repo';

/** Raw events are kept this long; the daily roll-ups forever. */
export const RAW_EVENT_DAYS = 90;
/** Salts of today and yesterday stay (late beacons of yesterday still hash); older ones go. */
const SALT_DAYS = 2;

const DAY_MS = 86_400_000;

export interface UsageMaintenance {
  /** Rebuilds one Asia/Shanghai day's roll-up from raw events; idempotent. */
  rollUpUsageDay(day: string): Promise<void>;
  /** Deletes raw events older than 90 days and salts older than two days. */
  purgeOldUsage(now: Date): Promise<void>;
}

export function createUsageMaintenance(db: Database): UsageMaintenance {
  const rollups = createRollupRepo(db);
  const events = createUsageEventRepo(db);
  return {
    rollUpUsageDay: (day) => rollups.replaceDay(day),
    async purgeOldUsage(now) {
      await events.deleteEventsBefore(new Date(now.getTime() - RAW_EVENT_DAYS * DAY_MS));
      await events.deleteSaltsBefore(addDays(shanghaiDate(now), 1 - SALT_DAYS));
    },
  };
}
