import { defineModule } from '../../container/define-module';
import { appConfigRoutes } from './routes';

/** What the client needs to know about this server's settings. */
export const appConfigModule = defineModule({
  name: 'app-config',
  dependsOn: [],
  async register(app, { platform }) {
    await app.register(appConfigRoutes, { config: platform.config });
  },
});
