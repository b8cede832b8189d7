import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMyInvite, listInvited } from '@tarot/contract/invite';
import { route } from '../../lib/endpoint-route';
import type { InviteService } from './invite-service';

export const inviteRoutes: FastifyPluginAsyncZod<{ service: InviteService }> = async (app, { service }) => {
  // Before validation: a visitor learns they must sign in, not what the body lacks.
  app.addHook('onRequest', app.requireLogin);

  route(app, getMyInvite, async (request) => service.mine(request.auth!.uid));
  route(app, listInvited, async (request) => service.invited(request.auth!.uid, request.query));
};
