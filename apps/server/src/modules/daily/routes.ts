import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDailyCard, getDailyCardHistory } from '@tarot/contract/tarot';
import { guardedRoutes } from '../auth/guarded-routes';
import type { DailyService } from './service';

export const dailyRoutes: FastifyPluginAsyncZod<{ service: DailyService }> = async (app, { service }) => {
  const member = guardedRoutes(app, app.requireLogin);
  member(getDailyCard, async (request) => service.today(request.auth.uid));
  member(getDailyCardHistory, async (request) => ({ items: await service.history(request.auth.uid) }));
};
