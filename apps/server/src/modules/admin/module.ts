import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { CloseSocketsOf } from '../auth/signed-out';
import type { UserRepo } from '../users/repo';
import { adminArticleRoutes } from './articles-routes';
import { createAdminArticleRepo } from './articles-repo';
import { createAdminArticleService } from './articles-service';
import { createAdminFeedbackRepo } from './feedback-repo';
import { adminFeedbackRoutes } from './feedback-routes';
import { createAdminFeedbackService, type FeedbackRepliedHook } from './feedback-service';
import { createStatsRepo } from './stats-repo';
import { adminStatsRoutes } from './stats-routes';
import { createStatsService } from './stats-service';
import { adminUserRoutes } from './users-routes';
import { createAdminUserService } from './users-service';

/** The admin console's API (its banner pages live with the banners module). */
export async function registerAdmin(
  app: FastifyInstance,
  {
    db,
    users,
    closeSocketsOf,
    onFeedbackReplied,
  }: { db: Database; users: UserRepo; closeSocketsOf: CloseSocketsOf; onFeedbackReplied?: FeedbackRepliedHook },
): Promise<void> {
  const feedback = createAdminFeedbackRepo(db);
  await app.register(adminFeedbackRoutes, { service: createAdminFeedbackService(feedback, onFeedbackReplied) });
  await app.register(adminUserRoutes, { service: createAdminUserService(users, closeSocketsOf) });
  await app.register(adminArticleRoutes, { service: createAdminArticleService(createAdminArticleRepo(db)) });
  await app.register(adminStatsRoutes, { service: createStatsService(createStatsRepo(db), feedback.countOpen) });
}
