import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import {
  adminFeedback,
  adminFeedbackPage,
  adminFeedbackQuery,
  adminIdParams,
  feedbackReplyBody,
} from '@tarot/contract/admin';
import { errorBody } from '@tarot/contract/errors';
import type { AdminFeedbackService } from './feedback-service';

export const adminFeedbackRoutes: FastifyPluginAsyncZod<{ service: AdminFeedbackService }> = async (
  app,
  { service },
) => {
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
  app.addHook('onRequest', app.requirePermission(ADMIN_PERMISSIONS.feedback));

  app.get(
    '/api/admin/feedback',
    {
      schema: {
        tags: ['admin'],
        summary: 'Feedback, newest first, optionally only unanswered or answered',
        querystring: adminFeedbackQuery,
        response: { 200: adminFeedbackPage, ...failures },
      },
    },
    async (request) => service.list(request.query.status, request.query.page, request.query.pageSize),
  );
  app.post(
    '/api/admin/feedback/:id/reply',
    {
      schema: {
        tags: ['admin'],
        summary: 'Answer feedback (answering again replaces the reply)',
        params: adminIdParams,
        body: feedbackReplyBody,
        response: { 200: adminFeedback, ...failures },
      },
    },
    async (request) => service.reply(request.params.id, request.body.reply, request.auth!.uid),
  );
};
