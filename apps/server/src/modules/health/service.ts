import type { Readiness } from '@tarot/contract/health';
import type { SharedState } from '../../providers/shared-state/shared-state';
import type { DatabaseProbe } from './repo';

export interface ReadinessSources {
  readonly database: DatabaseProbe;
  /**
   * Only with REDIS_URL: reported, never required. Every instance shares the one Redis, so
   * taking them all out of the load balancer for it would turn a partial outage into a full one.
   */
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
  const ready = databaseUp && !draining;
  return {
    status: ready ? 'ready' : 'not-ready',
    checks: {
      database: databaseUp,
      ...(redisUp === undefined ? {} : { redis: redisUp ? 'up' : 'degraded' }),
      draining,
    },
  };
}
