import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { banUser, grantAdmin, revokeAdmin, searchUsers, unbanUser } from '@tarot/contract/admin';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { route } from '../../lib/endpoint-route';
import type { AdminUserService } from './users-service';

export const adminUserRoutes: FastifyPluginAsyncZod<{ service: AdminUserService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requirePermission(ADMIN_PERMISSIONS.users));

  route(app, searchUsers, async (request) =>
    service.search(request.query.q, request.query.page, request.query.pageSize),
  );
  route(app, banUser, async (request) => service.ban(request.auth!.uid, request.params.id));
  route(app, unbanUser, async (request) => service.unban(request.params.id));
  route(app, grantAdmin, async (request) => service.grantAdmin(request.params.id));
  route(app, revokeAdmin, async (request) => service.revokeAdmin(request.auth!.uid, request.params.id));
};
