import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAdminFeedback, replyToFeedback } from '@tarot/contract/admin';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { route } from '../../lib/endpoint-route';
import type { AdminFeedbackService } from './feedback-service';

export const adminFeedbackRoutes: FastifyPluginAsyncZod<{ service: AdminFeedbackService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requirePermission(ADMIN_PERMISSIONS.feedback));

  route(app, listAdminFeedback, async (request) =>
    service.list(request.query.status, request.query.page, request.query.pageSize),
  );
  route(app, replyToFeedback, async (request) =>
    service.reply(request.params.id, request.body.reply, request.auth!.uid),
  );
};
