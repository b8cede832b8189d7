import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDailyCard, getDailyCardHistory } from '@tarot/contract/tarot';
import { route } from '../../lib/endpoint-route';
import type { DailyService } from './service';

export const dailyRoutes: FastifyPluginAsyncZod<{ service: DailyService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requireLogin);
  route(app, getDailyCard, async (request) => service.today(request.auth!.uid));
  route(app, getDailyCardHistory, async (request) => ({ items: await service.history(request.auth!.uid) }));
};
