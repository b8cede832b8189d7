import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDailyCard, getDailyCardHistory } from '@tarot/contract/tarot';
import { guardedRoutes } from '../accounts/auth/guarded-routes';
import type { DailyService } from './service';
import type { Guard } from '../accounts/auth/guard';

export const dailyRoutes: FastifyPluginAsyncZod<{ service: DailyService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  const member = guardedRoutes(app, guard.requireLogin);
  member(getDailyCard, async (request) => service.today(request.auth.uid));
  member(getDailyCardHistory, async (request) => ({ items: await service.history(request.auth.uid) }));
};
