import { defineModule } from '../../container/define-module';
import { createAdMobNetwork } from '../../providers/rewarded-ads/admob';
import { adCallbackRoutes } from './ad-callback-routes';
import { createAdCheckInService } from './ad-check-in';
import { createCheckInRepo } from './check-in-repo';
import { createInviteRepo } from './invite-repo';
import { inviteRoutes } from './invite-routes';
import { createInviteService } from './invite-service';
import { createLedgerRepo } from './ledger-repo';
import { createOffersRepo } from './offers-repo';
import { createOffersService } from './offers-service';
import { pointsRoutes } from './routes';
import { createPointsService } from './service';

/**
 * Points, check-ins and invitations. Each registration pays the inviter in its own transaction
 * (accounts runs `onRegistered`); the ad check-in shows the house promotions, or is paid by the
 * configured ad network's callback.
 */
export const pointsModule = defineModule({
  name: 'points',
  dependsOn: ['accounts', 'promotions'],
  async register(app, { platform, accounts, promotions }) {
    const { db } = platform.database;
    const ledger = createLedgerRepo(db);
    const checkIns = createCheckInRepo(db);
    const points = createPointsService({ checkIns, ledger });
    accounts.onRegistered(points.onRegistered);
    const invites = createInviteService({ invites: createInviteRepo(db), ledger });
    const offers = createOffersService({ offers: createOffersRepo(db), ledger });
    const { adNetwork } = platform.config;
    const network = adNetwork && createAdMobNetwork(adNetwork);
    const ads = createAdCheckInService({ checkIns, ledger, ads: promotions, network });
    await app.register(pointsRoutes, { service: points, offers, ads, guard: accounts.guard });
    await app.register(adCallbackRoutes, { ads });
    await app.register(inviteRoutes, { service: invites, guard: accounts.guard });
  },
});
