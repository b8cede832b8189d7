import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { accessAdminRoutes } from './admin-routes';
import { createApiKeyService } from './api-key-service';
import { createClientAccessService } from './client-access-service';
import { installAccessGuard } from './guard';
import { createAccessRepo } from './repo';

/**
 * Client access control (spec §6): the guard goes in before every route, the console's pages
 * once the auth guard exists to check administrators.
 */
export function createAccessModule(db: Database) {
  const repo = createAccessRepo(db);
  const services = { clients: createClientAccessService(repo), keys: createApiKeyService(repo) };
  return {
    guard: (app: FastifyInstance) => installAccessGuard(app, services),
    register: async (app: FastifyInstance) => app.register(accessAdminRoutes, services),
  };
}
