import { defineModule } from '../../container/define-module';
import type { Database } from '../../db/client';
import { adminArticleRoutes } from './admin-routes';
import { createAdminArticleService } from './admin-service';
import { SEED_ARTICLES } from './content/index';
import { createArticleRepo } from './repo';
import { articleRoutes } from './routes';
import { createArticleService } from './service';

/** Articles, their search and the members' reading log; the console's pages that write them. */
export const articlesModule = defineModule({
  name: 'articles',
  dependsOn: ['accounts'],
  async register(app, { platform, accounts }) {
    const articles = createArticleRepo(platform.database.db);
    await app.register(articleRoutes, {
      service: createArticleService(articles),
      guard: accounts.guard,
    });
    await app.register(adminArticleRoutes, {
      service: createAdminArticleService(articles),
      guard: accounts.guard,
    });
  },
});

/** The launch articles every installation starts with; idempotent. */
export async function seedArticles(db: Database): Promise<void> {
  await createArticleRepo(db).publishSeeds(SEED_ARTICLES);
}
