import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@tarot/contract/errors';
import { rateAppBody, ratingSaved } from '@tarot/contract/ratings';
import type { RatingRepo } from './repo';

export const ratingRoutes: FastifyPluginAsyncZod<{ ratings: RatingRepo }> = async (app, { ratings }) => {
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
    async (request) => ratings.insert(request.auth?.uid ?? null, request.body),
  );
};
