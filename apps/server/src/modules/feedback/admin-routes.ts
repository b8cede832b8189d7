import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAdminFeedback, replyToFeedback } from '@tarot/contract/admin';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { type Guard, guardedRoutes } from '../accounts';
import type { AdminFeedbackService } from './admin-service';

export const adminFeedbackRoutes: FastifyPluginAsyncZod<{ service: AdminFeedbackService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  const admin = guardedRoutes(app, guard.requirePermission(ADMIN_PERMISSIONS.feedback));

  admin(listAdminFeedback, async (request) =>
    service.list(request.query.status, request.query.page, request.query.pageSize),
  );
  admin(replyToFeedback, async (request) => service.reply(request.params.id, request.body.reply, request.auth.uid));
};
