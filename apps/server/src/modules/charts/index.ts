import { defineModule } from '../../container/define-module';
import { createChartRepo } from './repo';
import { chartRoutes } from './routes';
import { createChartService } from './service';

/** Members' saved birth charts. */
export const chartsModule = defineModule({
  name: 'charts',
  dependsOn: ['accounts'],
  async register(app, { platform, accounts }) {
    await app.register(chartRoutes, {
      service: createChartService(createChartRepo(platform.database.db)),
      guard: accounts.guard,
    });
  },
});
