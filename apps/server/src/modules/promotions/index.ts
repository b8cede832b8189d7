import { defineModule } from '../../container/define-module';
import { adminPromotionRoutes } from './admin-routes';
import { createPromotionRepo } from './repo';
import { createPromotionService, type PromotionService } from './service';

declare module '../../container/define-module' {
  interface ModuleExports {
    promotions: PromotionService;
  }
}

/** House promotions: the console routes that upload and schedule them, and the service the ad check-in shows them from. */
export const promotionsModule = defineModule({
  name: 'promotions',
  dependsOn: ['accounts', 'files'],
  async register(app, { platform, accounts, files }) {
    const service = createPromotionService({
      promotions: createPromotionRepo(platform.database.db),
      files: files.service,
    });
    await app.register(adminPromotionRoutes, { service, guard: accounts.guard });
    return service;
  },
});
