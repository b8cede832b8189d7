import type { FastifyInstance } from 'fastify';
import {
  addAccessRule,
  deleteAccessRule,
  issueApiKey,
  listAccessRules,
  listApiKeys,
  revokeApiKey,
} from '@tarot/contract/access';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { route } from '../../lib/endpoint-route';
import type { ApiKeyService } from './api-key-service';
import type { ClientAccessService } from './client-access-service';
import type { Guard } from '../accounts';

export interface AccessAdminOptions {
  readonly clients: ClientAccessService;
  readonly keys: ApiKeyService;
  readonly guard: Guard;
}

export async function accessAdminRoutes(
  app: FastifyInstance,
  { clients, keys, guard }: AccessAdminOptions,
): Promise<void> {
  app.addHook('onRequest', guard.requirePermission(ADMIN_PERMISSIONS.access));
  route(app, listAccessRules, async () => ({ rules: await clients.list() }));
  route(app, addAccessRule, (request) => clients.add(request.body));
  route(app, deleteAccessRule, (request) => clients.remove(request.params.id));
  route(app, listApiKeys, async () => ({ keys: await keys.list() }));
  route(app, issueApiKey, (request) => keys.issue(request.body));
  route(app, revokeApiKey, (request) => keys.revoke(request.params.id));
}
