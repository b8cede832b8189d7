import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createArticleRepo } from './repo';
import { articleRoutes } from './routes';
import { createArticleService } from './service';

/** Articles, their search and the members' reading log. */
export async function registerArticles(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(articleRoutes, { service: createArticleService(createArticleRepo(db)) });
}
