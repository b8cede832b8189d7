import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@tarot/contract/auth';
import { chartBirth, chartIdParams, savedChartList, savedChartSchema } from '@tarot/contract/calendar';
import { errorBody } from '@tarot/contract/errors';
import type { ChartService } from './service';

export const chartRoutes: FastifyPluginAsyncZod<{ service: ChartService }> = async (app, { service }) => {
  const failures = { 400: errorBody, 401: errorBody, 404: errorBody };
  app.addHook('onRequest', app.requireLogin);

  app.post(
    '/api/charts',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Save a birth chart',
        body: chartBirth,
        response: { 200: savedChartSchema, ...failures },
      },
    },
    async (request) => service.save(request.auth!.uid, request.body),
  );
  app.get(
    '/api/charts',
    {
      schema: {
        tags: ['calendar'],
        summary: 'My saved charts, newest first',
        response: { 200: savedChartList, ...failures },
      },
    },
    async (request) => ({ items: await service.list(request.auth!.uid) }),
  );
  app.delete(
    '/api/charts/:id',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Delete one of my charts',
        params: chartIdParams,
        response: { 200: okResponse, ...failures },
      },
    },
    async (request) => {
      await service.remove(request.auth!.uid, request.params.id);
      return { ok: true as const };
    },
  );
};
