import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adCheckIn,
  checkIn,
  getLook,
  getPoints,
  listLedger,
  purchaseOffer,
  setLook,
  startAdView,
} from '@tarot/contract/points';
import { route } from '../../lib/endpoint-route';
import type { OffersService } from './offers-service';
import type { PointsService } from './service';

export const pointsRoutes: FastifyPluginAsyncZod<{ service: PointsService; offers: OffersService }> = async (
  app,
  { service, offers },
) => {
  // Before validation: a visitor learns they must sign in, not what the body lacks.
  app.addHook('onRequest', app.requireLogin);

  route(app, getPoints, async (request) => {
    const [summary, list] = await Promise.all([service.summary(request.auth!.uid), offers.list(request.auth!.uid)]);
    return { ...summary, offers: list };
  });
  route(app, listLedger, async (request) => service.ledgerPage(request.auth!.uid, request.query));
  route(app, checkIn, async (request) => service.checkIn(request.auth!.uid));
  route(app, startAdView, async (request) => service.startAdView(request.auth!.uid));
  route(app, purchaseOffer, async (request) => offers.purchase(request.auth!.uid, request.params.offerId));
  route(app, getLook, async (request) => offers.look(request.auth!.uid));
  route(app, setLook, async (request) => offers.setLook(request.auth!.uid, request.body.kind, request.body.offerId));
  route(app, adCheckIn, async (request) => service.adCheckIn(request.auth!.uid, request.body.adViewId));
};
