import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { adminIdParams, adminUser, adminUserPage, adminUserQuery } from '@tarot/contract/admin';
import { errorBody } from '@tarot/contract/errors';
import type { AdminUserService } from './users-service';

export const adminUserRoutes: FastifyPluginAsyncZod<{ service: AdminUserService }> = async (app, { service }) => {
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
  app.addHook('onRequest', app.requirePermission(ADMIN_PERMISSIONS.users));

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accounts, newest first; q matches username, nickname, phone number or e-mail',
        querystring: adminUserQuery,
        response: { 200: adminUserPage, ...failures },
      },
    },
    async (request) => service.search(request.query.q, request.query.page, request.query.pageSize),
  );

  const actions = {
    ban: { summary: 'Ban an account and end its sessions', run: service.ban },
    unban: { summary: 'Lift a ban (the member signs in again)', run: (_: string, id: string) => service.unban(id) },
    'grant-admin': {
      summary: 'Make an account an administrator',
      run: (_: string, id: string) => service.grantAdmin(id),
    },
    'revoke-admin': { summary: "Take an account's administrator role away", run: service.revokeAdmin },
  } as const;
  for (const [action, { summary, run }] of Object.entries(actions)) {
    app.post(
      `/api/admin/users/:id/${action}`,
      { schema: { tags: ['admin'], summary, params: adminIdParams, response: { 200: adminUser, ...failures } } },
      async (request) => run(request.auth!.uid, request.params.id),
    );
  }
};
