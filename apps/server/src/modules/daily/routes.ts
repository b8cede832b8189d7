import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDailyCard, getDailyCardHistory } from '@tarot/contract/tarot';
import { type Guard, guardedRoutes } from '../accounts';
import type { DailyService } from './service';

export const dailyRoutes: FastifyPluginAsyncZod<{ service: DailyService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  const member = guardedRoutes(app, guard.requireLogin);
  member(getDailyCard, async (request) => service.today(request.auth.uid));
  member(getDailyCardHistory, async (request) => ({ items: await service.history(request.auth.uid) }));
};
