import { defineModule } from '../../container/define-module';
import { qimenRoutes } from './routes';
import { createQimenService } from './service';

/** The public 奇门遁甲 API: hour charts, their patterns and readings, computed, never stored. */
export const qimenModule = defineModule({
  name: 'qimen',
  dependsOn: [],
  async register(app) {
    await app.register(qimenRoutes, { service: createQimenService() });
  },
});
