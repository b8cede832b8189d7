import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@tarot/contract/auth';
import { errorBody } from '@tarot/contract/errors';
import { pageQuery, readingIdParams, readingPage, readingSchema, saveReadingBody } from '@tarot/contract/tarot';
import type { ReadingService } from './service';

export const readingRoutes: FastifyPluginAsyncZod<{ service: ReadingService }> = async (app, { service }) => {
  const failures = { 400: errorBody, 401: errorBody, 404: errorBody };
  app.addHook('onRequest', app.requireLogin);

  app.post(
    '/api/readings',
    {
      schema: {
        tags: ['tarot'],
        summary: 'Save a reading',
        body: saveReadingBody,
        response: { 200: readingSchema, ...failures },
      },
    },
    async (request) => service.save(request.auth!.uid, request.body),
  );
  app.get(
    '/api/readings',
    {
      schema: {
        tags: ['tarot'],
        summary: 'My readings, newest first',
        querystring: pageQuery,
        response: { 200: readingPage, ...failures },
      },
    },
    async (request) => service.list(request.auth!.uid, request.query.page, request.query.pageSize),
  );
  app.get(
    '/api/readings/:id',
    {
      schema: {
        tags: ['tarot'],
        summary: 'One of my readings',
        params: readingIdParams,
        response: { 200: readingSchema, ...failures },
      },
    },
    async (request) => service.get(request.auth!.uid, request.params.id),
  );
  app.delete(
    '/api/readings/:id',
    {
      schema: {
        tags: ['tarot'],
        summary: 'Delete one of my readings',
        params: readingIdParams,
        response: { 200: okResponse, ...failures },
      },
    },
    async (request) => {
      await service.remove(request.auth!.uid, request.params.id);
      return { ok: true as const };
    },
  );
};
