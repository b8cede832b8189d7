import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { banUser, grantAdmin, revokeAdmin, searchUsers, unbanUser } from '@tarot/contract/admin';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { guardedRoutes } from '../auth/guarded-routes';
import type { AdminUserService } from './users-service';
import type { Guard } from '../auth/guard';

export const adminUserRoutes: FastifyPluginAsyncZod<{ service: AdminUserService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  const admin = guardedRoutes(app, guard.requirePermission(ADMIN_PERMISSIONS.users));

  admin(searchUsers, async (request) => service.search(request.query.q, request.query.page, request.query.pageSize));
  admin(banUser, async (request) => service.ban(request.auth.uid, request.params.id));
  admin(unbanUser, async (request) => service.unban(request.params.id));
  admin(grantAdmin, async (request) => service.grantAdmin(request.params.id));
  admin(revokeAdmin, async (request) => service.revokeAdmin(request.auth.uid, request.params.id));
};
