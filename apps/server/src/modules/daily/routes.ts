import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@tarot/contract/errors';
import { dailyCardSchema, dailyHistory } from '@tarot/contract/tarot';
import type { DailyService } from './service';

export const dailyRoutes: FastifyPluginAsyncZod<{ service: DailyService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requireLogin);
  app.get(
    '/api/daily-card',
    {
      schema: {
        tags: ['tarot'],
        summary: "Today's card for the signed-in member, the same all day",
        response: { 200: dailyCardSchema, 401: errorBody },
      },
    },
    async (request) => service.today(request.auth!.uid),
  );
  app.get(
    '/api/daily-card/history',
    {
      schema: {
        tags: ['tarot'],
        summary: 'The member’s cards of the last 30 days, newest first',
        response: { 200: dailyHistory, 401: errorBody },
      },
    },
    async (request) => ({ items: await service.history(request.auth!.uid) }),
  );
};
