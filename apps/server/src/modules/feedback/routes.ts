import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listMyFeedback, sendFeedback } from '@tarot/contract/feedback';
import { type Guard, guardedRoutes } from '../accounts';
import { route } from '../../lib/endpoint-route';
import type { FeedbackService } from './service';

export const feedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  route(app, sendFeedback, async (request) => service.send(request.auth, request.body), {
    onRequest: guard.optionalLoginForAppeal,
  });
  // The member's own list, a banned member's included: it holds the answer to their appeal.
  guardedRoutes(app, guard.requireLoginForAppeal)(listMyFeedback, async (request) =>
    service.mine(request.auth.uid, request.query),
  );
};
