import type { FastifyInstance } from 'fastify';
import { bundledMigrationCount, type DatabaseHandle } from '../../db/client';
import type { SharedState } from '../../providers/shared-state/shared-state';
import { createDatabaseProbe } from './repo';
import { healthRoutes } from './routes';

export interface HealthDependencies {
  readonly database: DatabaseHandle;
  /** The Redis-backed state with REDIS_URL, whose reachability readiness reports; else undefined. */
  readonly redis: SharedState | undefined;
  readonly isDraining: () => boolean;
}

/** Liveness, readiness and database status for operators and load balancers. */
export async function registerHealth(app: FastifyInstance, { database, ...rest }: HealthDependencies): Promise<void> {
  const probe = createDatabaseProbe(database, await bundledMigrationCount());
  await app.register(healthRoutes, { database: probe, ...rest });
}
