import { defineModule } from '../../container/define-module';
import { createDailyCardRepo } from './repo';
import { dailyRoutes } from './routes';
import { createDailyService } from './service';

/** Each member's daily tarot card and its recent history. */
export const dailyModule = defineModule({
  name: 'daily',
  dependsOn: ['accounts'],
  async register(app, { platform, accounts }) {
    await app.register(dailyRoutes, {
      service: createDailyService(createDailyCardRepo(platform.database.db)),
      guard: accounts.guard,
    });
  },
});
