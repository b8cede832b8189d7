import { defineModule } from '../../container/define-module';
import { createReadingRepo } from './repo';
import { readingRoutes } from './routes';
import { createReadingService } from './service';

/** Members' saved tarot readings. */
export const readingsModule = defineModule({
  name: 'readings',
  dependsOn: ['accounts'],
  async register(app, { platform, accounts }) {
    await app.register(readingRoutes, {
      service: createReadingService(createReadingRepo(platform.database.db)),
      guard: accounts.guard,
    });
  },
});
