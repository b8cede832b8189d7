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
import type { AdCheckInService } from './ad-check-in';
import type { OffersService } from './offers-service';
import type { PointsService } from './service';

interface PointsRouteOptions {
  readonly service: PointsService;
  readonly offers: OffersService;
  readonly ads: AdCheckInService;
}

export const pointsRoutes: FastifyPluginAsyncZod<PointsRouteOptions> = async (app, { service, offers, ads }) => {
  // Before validation: a visitor learns they must sign in, not what the body lacks.
  app.addHook('onRequest', app.requireLogin);

  route(app, getPoints, async (request) => {
    const uid = request.auth!.uid;
    const [summary, list, adCheckInAvailable] = await Promise.all([
      service.summary(uid),
      offers.list(uid),
      ads.available(request.query.language),
    ]);
    return { ...summary, adCheckInAvailable, offers: list };
  });
  route(app, listLedger, async (request) => service.ledgerPage(request.auth!.uid, request.query));
  route(app, checkIn, async (request) => service.checkIn(request.auth!.uid));
  route(app, startAdView, async (request) => ads.start(request.auth!.uid, request.query.language));
  route(app, purchaseOffer, async (request) => offers.purchase(request.auth!.uid, request.params.offerId));
  route(app, getLook, async (request) => offers.look(request.auth!.uid));
  route(app, setLook, async (request) => offers.setLook(request.auth!.uid, request.body.kind, request.body.offerId));
  route(app, adCheckIn, async (request) => ads.checkIn(request.auth!.uid, request.body.adViewId));
};
