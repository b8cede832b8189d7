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
  startNetworkAdView,
} from '@tarot/contract/points';
import { type Guard, guardedRoutes } from '../accounts';
import type { AdCheckInService } from './ad-check-in';
import type { OffersService } from './offers-service';
import type { PointsService } from './service';

interface PointsRouteOptions {
  readonly service: PointsService;
  readonly offers: OffersService;
  readonly ads: AdCheckInService;
  readonly guard: Guard;
}

export const pointsRoutes: FastifyPluginAsyncZod<PointsRouteOptions> = async (app, { service, offers, ads, guard }) => {
  // Before validation: a visitor learns they must sign in, not what the body lacks.
  const member = guardedRoutes(app, guard.requireLogin);

  member(getPoints, async (request) => {
    const uid = request.auth.uid;
    const [summary, list, adCheckInAvailable] = await Promise.all([
      service.summary(uid),
      offers.list(uid),
      ads.available(request.query.language),
    ]);
    return { ...summary, adCheckInAvailable, offers: list };
  });
  member(listLedger, async (request) => service.ledgerPage(request.auth.uid, request.query));
  member(checkIn, async (request) => service.checkIn(request.auth.uid));
  member(startAdView, async (request) => ads.start(request.auth.uid, request.query.language));
  member(startNetworkAdView, async (request) => ads.startNetworkView(request.auth.uid));
  member(purchaseOffer, async (request) => offers.purchase(request.auth.uid, request.params.offerId));
  member(getLook, async (request) => offers.look(request.auth.uid));
  member(setLook, async (request) => offers.setLook(request.auth.uid, request.body.kind, request.body.offerId));
  member(adCheckIn, async (request) => ads.checkIn(request.auth.uid, request.body.adViewId));
};
