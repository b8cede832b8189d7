import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMyInvite, listInvited } from '@tarot/contract/invite';
import { guardedRoutes } from '../auth/guarded-routes';
import type { InviteService } from './invite-service';

export const inviteRoutes: FastifyPluginAsyncZod<{ service: InviteService }> = async (app, { service }) => {
  // Before validation: a visitor learns they must sign in, not what the body lacks.
  const member = guardedRoutes(app, app.requireLogin);

  member(getMyInvite, async (request) => service.mine(request.auth.uid));
  member(listInvited, async (request) => service.invited(request.auth.uid, request.query));
};
