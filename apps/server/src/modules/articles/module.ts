import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { SEED_ARTICLES } from './content/index';
import { createArticleRepo } from './repo';
import { articleRoutes } from './routes';
import { createArticleService } from './service';

/** Articles, their search and the members' reading log. */
export async function registerArticles(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  await app.register(articleRoutes, { service: createArticleService(createArticleRepo(db)) });
}

/** The launch articles every installation starts with; idempotent. */
export async function seedArticles(db: Database): Promise<void> {
  await createArticleRepo(db).publishSeeds(SEED_ARTICLES);
}
