import type { FastifyInstance } from 'fastify';
import { qimenRoutes } from './routes';
import { createQimenService } from './service';

/** The public 奇门遁甲 API: hour charts, their patterns and readings, computed, never stored. */
export async function registerQimen(app: FastifyInstance): Promise<void> {
  await app.register(qimenRoutes, { service: createQimenService() });
}
