import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@tarot/contract/errors';
import { rateAppBody, ratingSaved } from '@tarot/contract/ratings';
import type { RatingService } from './service';

export const ratingRoutes: FastifyPluginAsyncZod<{ service: RatingService }> = async (app, { service }) => {
  app.post(
    '/api/ratings',
    {
      onRequest: app.optionalLogin,
      schema: {
        tags: ['feedback'],
        summary: 'Rate the app: 1–5 stars and an optional comment',
        body: rateAppBody,
        response: { 200: ratingSaved, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => service.rate(request.auth?.uid ?? null, request.body),
  );
};
