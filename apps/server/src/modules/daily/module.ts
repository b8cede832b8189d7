import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createDailyCardRepo } from './repo';
import { dailyRoutes } from './routes';
import { createDailyService } from './service';

/** Each member's daily tarot card and its recent history. */
export async function registerDaily(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  await app.register(dailyRoutes, { service: createDailyService(createDailyCardRepo(db)) });
}
