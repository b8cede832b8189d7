import type { Database } from '../../db/client';
import { defineModule } from '../../container/define-module';
import { accessAdminRoutes } from './admin-routes';
import { createApiKeyService } from './api-key-service';
import { createClientAccessService } from './client-access-service';
import { createAccessRepo } from './repo';

/** The check on every request (spec §6): a root hook the composition root installs before any route. */
export { installAccessGuard } from './guard';

export type AccessServices = ReturnType<typeof createAccessServices>;

/** The access list and the API keys, which the list check and the console's pages share (its cache). */
export function createAccessServices(db: Database) {
  const repo = createAccessRepo(db);
  return { clients: createClientAccessService(repo), keys: createApiKeyService(repo) };
}

/** Client access control's console pages, sharing the check's services. */
export const accessModule = (services: AccessServices) =>
  defineModule({
    name: 'access',
    dependsOn: ['accounts'],
    async register(app, { accounts }) {
      await app.register(accessAdminRoutes, { ...services, guard: accounts.guard });
    },
  });
