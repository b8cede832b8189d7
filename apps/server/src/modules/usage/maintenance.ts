import type { Database } from '../../db/client';
import { createRollupRepo } from './rollup-repo';

export interface UsageMaintenance {
  /** Rebuilds one Asia/Shanghai day's roll-up from raw events; idempotent. */
  rollUpUsageDay(day: string): Promise<void>;
}

/** The roll-ups are kept for good; raw events, salts and empty roll-ups go with the retention job (modules/retention). */
export function createUsageMaintenance(db: Database): UsageMaintenance {
  const rollups = createRollupRepo(db);
  return { rollUpUsageDay: (day) => rollups.replaceDay(day) };
}
