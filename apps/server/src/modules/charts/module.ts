import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createChartRepo } from './repo';
import { chartRoutes } from './routes';
import { createChartService } from './service';

/** Members' saved birth charts. */
export async function registerCharts(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  await app.register(chartRoutes, { service: createChartService(createChartRepo(db)) });
}
