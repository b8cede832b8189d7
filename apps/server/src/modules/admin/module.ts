import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createBannerRepo } from '../banners/repo';
import { bannerRoutes } from '../banners/routes';
import { createBannerService } from '../banners/service';
import { adminArticleRoutes } from './articles-routes';
import { createAdminArticleRepo } from './articles-repo';
import { createAdminArticleService } from './articles-service';
import { adminBannerRoutes } from './banners-routes';
import { createAdminFeedbackRepo } from './feedback-repo';
import { adminFeedbackRoutes } from './feedback-routes';
import { createAdminFeedbackService } from './feedback-service';
import { createStatsRepo } from './stats-repo';
import { adminStatsRoutes } from './stats-routes';
import { createStatsService } from './stats-service';
import { createAdminUserRepo } from './users-repo';
import { adminUserRoutes } from './users-routes';
import { createAdminUserService } from './users-service';

/** The admin console's API and the public banner list it feeds. */
export async function registerAdmin(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const feedback = createAdminFeedbackRepo(db);
  const banners = createBannerService(createBannerRepo(db));
  await app.register(bannerRoutes, { service: banners });
  await app.register(adminBannerRoutes, { service: banners });
  await app.register(adminFeedbackRoutes, { service: createAdminFeedbackService(feedback) });
  await app.register(adminUserRoutes, { service: createAdminUserService(createAdminUserRepo(db)) });
  await app.register(adminArticleRoutes, { service: createAdminArticleService(createAdminArticleRepo(db)) });
  await app.register(adminStatsRoutes, { service: createStatsService(createStatsRepo(db), feedback.countOpen) });
}
