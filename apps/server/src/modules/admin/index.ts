import { defineModule } from '../../container/define-module';
import { adminArticleRoutes } from './articles-routes';
import { createAdminArticleRepo } from './articles-repo';
import { createAdminArticleService } from './articles-service';
import { createAdminFeedbackRepo } from './feedback-repo';
import { adminFeedbackRoutes } from './feedback-routes';
import { createAdminFeedbackService } from './feedback-service';
import { createStatsRepo } from './stats-repo';
import { adminStatsRoutes } from './stats-routes';
import { createStatsService } from './stats-service';

/** The admin console's API (its banner pages live with the banners module, its user pages with accounts). */
export const adminModule = defineModule({
  name: 'admin',
  dependsOn: ['accounts', 'notifications'],
  async register(app, { platform, accounts, notifications }) {
    const { db } = platform.database;
    const { guard } = accounts;
    const feedback = createAdminFeedbackRepo(db);
    await app.register(adminFeedbackRoutes, {
      service: createAdminFeedbackService(feedback, notifications.notifyReply),
      guard,
    });
    await app.register(adminArticleRoutes, { service: createAdminArticleService(createAdminArticleRepo(db)), guard });
    await app.register(adminStatsRoutes, {
      service: createStatsService(createStatsRepo(db), feedback.countOpen),
      guard,
    });
  },
});
