import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@tarot/contract/errors';
import { feedbackPage, feedbackPageQuery, sendFeedbackBody, sentFeedback } from '@tarot/contract/feedback';
import type { FeedbackService } from './service';

export const feedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (app, { service }) => {
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody };

  app.post(
    '/api/feedback',
    {
      onRequest: app.optionalLoginForAppeal,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback (visitors too; images only from signed-in authors)',
        body: sendFeedbackBody,
        response: { 200: sentFeedback, ...failures },
      },
    },
    async (request) => service.send(request.auth, request.body),
  );
  app.get(
    '/api/feedback/mine',
    {
      onRequest: app.requireLoginForAppeal,
      schema: {
        tags: ['feedback'],
        summary: 'My feedback with the replies, newest first',
        querystring: feedbackPageQuery,
        response: { 200: feedbackPage, ...failures },
      },
    },
    async (request) => service.mine(request.auth!.uid, request.query.page, request.query.pageSize),
  );
};
