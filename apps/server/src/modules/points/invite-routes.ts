import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMyInvite, listInvited } from '@tarot/contract/invite';
import { guardedRoutes } from '../accounts/auth/guarded-routes';
import type { InviteService } from './invite-service';
import type { Guard } from '../accounts/auth/guard';

export const inviteRoutes: FastifyPluginAsyncZod<{ service: InviteService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  // Before validation: a visitor learns they must sign in, not what the body lacks.
  const member = guardedRoutes(app, guard.requireLogin);

  member(getMyInvite, async (request) => service.mine(request.auth.uid));
  member(listInvited, async (request) => service.invited(request.auth.uid, request.query));
};
