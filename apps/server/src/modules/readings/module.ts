import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createReadingRepo } from './repo';
import { readingRoutes } from './routes';
import { createReadingService } from './service';

/** Members' saved tarot readings. */
export async function registerReadings(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  await app.register(readingRoutes, { service: createReadingService(createReadingRepo(db)) });
}
