import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAdminStats } from '@tarot/contract/admin';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { route } from '../../lib/endpoint-route';
import type { StatsService } from './stats-service';
import type { Guard } from '../accounts';

export const adminStatsRoutes: FastifyPluginAsyncZod<{ service: StatsService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  app.addHook('onRequest', guard.requirePermission(ADMIN_PERMISSIONS.stats));
  route(app, getAdminStats, async (request) => service.summary(request.query.days));
};
