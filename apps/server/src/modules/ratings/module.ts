import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createRatingRepo } from './repo';
import { ratingRoutes } from './routes';
import { createRatingService } from './service';

/** The about page's "rate this app". */
export async function registerRatings(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  await app.register(ratingRoutes, { service: createRatingService(createRatingRepo(db)) });
}
