import { defineModule } from '../../container/define-module';
import { adminBannerRoutes } from './admin-routes';
import { createBannerRepo } from './repo';
import { bannerRoutes } from './routes';
import { createBannerService } from './service';

/** The home page's banners: the public list, and the console pages where editors arrange them. */
export const bannersModule = defineModule({
  name: 'banners',
  dependsOn: ['accounts'],
  async register(app, { platform, accounts }) {
    const service = createBannerService(createBannerRepo(platform.database.db));
    await app.register(bannerRoutes, { service });
    await app.register(adminBannerRoutes, { service, guard: accounts.guard });
  },
});
