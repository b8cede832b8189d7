import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@tarot/contract/errors';
import { invitedPage, myInvite } from '@tarot/contract/points';
import { pageQuery } from '@tarot/contract/tarot';
import type { InviteService } from './invite-service';

export const inviteRoutes: FastifyPluginAsyncZod<{ service: InviteService }> = async (app, { service }) => {
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
  // Before validation: a visitor learns they must sign in, not what the body lacks.
  app.addHook('onRequest', app.requireLogin);

  app.get(
    '/api/invites/me',
    {
      schema: {
        tags: ['points'],
        summary: 'My invite code, the text to share and what invitations earned',
        response: { 200: myInvite, ...failures },
      },
    },
    async (request) => service.mine(request.auth!.uid),
  );
  app.get(
    '/api/invites/invited',
    {
      schema: {
        tags: ['points'],
        summary: 'People who registered with my code, newest first',
        querystring: pageQuery,
        response: { 200: invitedPage, ...failures },
      },
    },
    async (request) => service.invited(request.auth!.uid, request.query.page, request.query.pageSize),
  );
};
