import type { Database } from '../../db/client';
import { addDays, shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { createUsageMaintenance } from './maintenance';

/** A recurring job for the job runner (apps/server/src/jobs) to schedule; it owns retries and locking. */
export interface UsageJob {
  readonly name: string;
  /** Cron in `tz`. */
  readonly cron: string;
  readonly tz: string;
  readonly handler: () => Promise<void>;
}

/**
 * The usage statistics' job. Yesterday is rolled up shortly after midnight in Shanghai and
 * again an hour later, so beacons that arrive late (a tab hidden at 23:59) are counted too:
 * the roll-up replaces a day, so running it twice counts once. Old events go with the
 * retention job (modules/retention).
 */
export function usageJobs(db: Database, now: () => Date = () => new Date()): readonly UsageJob[] {
  const maintenance = createUsageMaintenance(db);
  return [
    {
      name: 'usage-roll-up',
      cron: '10 0,1 * * *',
      tz: 'Asia/Shanghai',
      handler: () => maintenance.rollUpUsageDay(addDays(shanghaiDate(now()), -1)),
    },
  ];
}
