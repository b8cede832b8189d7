import { defineModule } from '../../container/define-module';
import { createStatsRepo } from './stats-repo';
import { adminStatsRoutes } from './stats-routes';
import { createStatsService } from './stats-service';

/**
 * The admin console's dashboard. The console's other pages live with the resources they manage
 * (articles, feedback, banners, promotions, access, usage, and accounts for users).
 */
export const adminModule = defineModule({
  name: 'admin',
  dependsOn: ['accounts', 'feedback'],
  async register(app, { platform, accounts, feedback }) {
    await app.register(adminStatsRoutes, {
      service: createStatsService(createStatsRepo(platform.database.db), feedback.countOpen),
      guard: accounts.guard,
    });
  },
});
