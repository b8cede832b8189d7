import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listMyFeedback, sendFeedback } from '@tarot/contract/feedback';
import { route } from '../../lib/endpoint-route';
import type { FeedbackService } from './service';

export const feedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (app, { service }) => {
  route(app, sendFeedback, async (request) => service.send(request.auth, request.body), {
    onRequest: app.optionalLoginForAppeal,
  });
  route(app, listMyFeedback, async (request) => service.mine(request.auth!.uid, request.query), {
    onRequest: app.requireLoginForAppeal,
  });
};
