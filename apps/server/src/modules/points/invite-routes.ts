import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMyInvite, listInvited } from '@tarot/contract/invite';
import { type Guard, guardedRoutes } from '../accounts';
import type { InviteService } from './invite-service';

export const inviteRoutes: FastifyPluginAsyncZod<{ service: InviteService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  // Before validation: a visitor learns they must sign in, not what the body lacks.
  const member = guardedRoutes(app, guard.requireLogin);

  member(getMyInvite, async (request) => service.mine(request.auth.uid));
  member(listInvited, async (request) => service.invited(request.auth.uid, request.query));
};
