import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { createDatabaseProbe } from './repo';
import { healthRoutes } from './routes';

/** Liveness and database status for operators and load balancers. */
export async function registerHealth(app: FastifyInstance, { database }: { database: DatabaseHandle }): Promise<void> {
  await app.register(healthRoutes, { database: createDatabaseProbe(database) });
}
