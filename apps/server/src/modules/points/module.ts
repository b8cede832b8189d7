import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { RewardedAdNetwork } from '../../providers/rewarded-ads/network';
import { adCallbackRoutes } from './ad-callback-routes';
import { createAdCheckInService, type RewardedAdSource } from './ad-check-in';
import { createCheckInRepo } from './check-in-repo';
import { createInviteRepo } from './invite-repo';
import { inviteRoutes } from './invite-routes';
import { createInviteService } from './invite-service';
import { createLedgerRepo } from './ledger-repo';
import { createOffersRepo } from './offers-repo';
import { createOffersService } from './offers-service';
import { pointsRoutes } from './routes';
import { createPointsService, type PointsService } from './service';

/**
 * Points, check-ins and invitations. Created before the auth service, whose registration
 * hook (`onRegistered`) pays inviters; the routes are registered once the guard exists.
 */
export function createPointsModule(db: Database, now?: () => Date) {
  const ledger = createLedgerRepo(db);
  const checkIns = createCheckInRepo(db);
  const points: PointsService = createPointsService({ checkIns, ledger, now });
  const invites = createInviteService({ invites: createInviteRepo(db), ledger });
  const offers = createOffersService({ offers: createOffersRepo(db), ledger, now });
  return {
    onRegistered: points.onRegistered,
    /** Once the ads exist (house promotions keep their media in the file store); `network`: the configured ad network. */
    async register(app: FastifyInstance, adSource: RewardedAdSource, network?: RewardedAdNetwork): Promise<void> {
      const ads = createAdCheckInService({ checkIns, ledger, ads: adSource, network, now });
      await app.register(pointsRoutes, { service: points, offers, ads });
      await app.register(adCallbackRoutes, { ads });
      await app.register(inviteRoutes, { service: invites });
    },
  };
}
