import { defineModule } from '../../container/define-module';
import { createRatingRepo } from './repo';
import { ratingRoutes } from './routes';
import { createRatingService } from './service';

/** The about page's "rate this app". */
export const ratingsModule = defineModule({
  name: 'ratings',
  dependsOn: ['accounts'],
  async register(app, { platform, accounts }) {
    await app.register(ratingRoutes, {
      service: createRatingService(createRatingRepo(platform.database.db)),
      guard: accounts.guard,
    });
  },
});
