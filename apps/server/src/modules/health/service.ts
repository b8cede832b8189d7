import type { Readiness } from '@tarot/contract/health';
import type { SharedState } from '../../providers/shared-state/shared-state';
import type { DatabaseProbe } from './repo';

export interface ReadinessSources {
  readonly database: DatabaseProbe;
  /** Only with REDIS_URL: the in-process state is always there. */
  readonly redis: SharedState | undefined;
  readonly isDraining: () => boolean;
}

/** Whether a load balancer should send this instance traffic, and which check says no. */
export async function readiness({ database, redis, isDraining }: ReadinessSources): Promise<Readiness> {
  const [databaseUp, redisUp] = await Promise.all([
    database.status().then(
      ({ migrations }) => migrations >= database.migrationsExpected,
      () => false,
    ),
    redis?.reachable(),
  ]);
  const draining = isDraining();
  const ready = databaseUp && redisUp !== false && !draining;
  return {
    status: ready ? 'ready' : 'not-ready',
    checks: { database: databaseUp, ...(redisUp === undefined ? {} : { redis: redisUp }), draining },
  };
}
