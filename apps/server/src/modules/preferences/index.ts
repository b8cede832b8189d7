import { defineModule } from '../../container/define-module';
import { preferencesRoutes } from './routes';
import { createPreferencesService } from './service';

/** Account-wide preferences (push and its kinds, notification language), stored on the account row. */
export const preferencesModule = defineModule({
  name: 'preferences',
  dependsOn: ['accounts'],
  async register(app, { accounts }) {
    await app.register(preferencesRoutes, { service: createPreferencesService(accounts.users), guard: accounts.guard });
  },
});
