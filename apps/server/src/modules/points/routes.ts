import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adCheckIn, checkIn, getPoints, listLedger, startAdView } from '@tarot/contract/points';
import { route } from '../../lib/endpoint-route';
import type { PointsService } from './service';

export const pointsRoutes: FastifyPluginAsyncZod<{ service: PointsService }> = async (app, { service }) => {
  // Before validation: a visitor learns they must sign in, not what the body lacks.
  app.addHook('onRequest', app.requireLogin);

  route(app, getPoints, async (request) => service.summary(request.auth!.uid));
  route(app, listLedger, async (request) => service.ledgerPage(request.auth!.uid, request.query));
  route(app, checkIn, async (request) => service.checkIn(request.auth!.uid));
  route(app, startAdView, async (request) => service.startAdView(request.auth!.uid));
  route(app, adCheckIn, async (request) => service.adCheckIn(request.auth!.uid, request.body.adViewId));
};
