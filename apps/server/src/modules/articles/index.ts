import { defineModule } from '../../container/define-module';
import type { Database } from '../../db/client';
import { createAdminArticleRepo } from './admin-repo';
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
    await app.register(articleRoutes, {
      service: createArticleService(createArticleRepo(platform.database.db)),
      guard: accounts.guard,
    });
    await app.register(adminArticleRoutes, {
      service: createAdminArticleService(createAdminArticleRepo(platform.database.db)),
      guard: accounts.guard,
    });
  },
});

/** The launch articles every installation starts with; idempotent. */
export async function seedArticles(db: Database): Promise<void> {
  await createArticleRepo(db).publishSeeds(SEED_ARTICLES);
}
