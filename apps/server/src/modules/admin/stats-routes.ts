import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { adminStats, statsQuery } from '@tarot/contract/admin';
import { errorBody } from '@tarot/contract/errors';
import type { StatsService } from './stats-service';

export const adminStatsRoutes: FastifyPluginAsyncZod<{ service: StatsService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requirePermission(ADMIN_PERMISSIONS.stats));
  app.get(
    '/api/admin/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'New accounts, check-ins and readings per Asia/Shanghai day, and totals',
        querystring: statsQuery,
        response: { 200: adminStats, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => service.summary(request.query.days),
  );
};
