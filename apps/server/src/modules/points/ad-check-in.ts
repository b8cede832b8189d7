import { POINTS_RULES, type AdViewStarted, type CheckInResult, type NetworkAdViewStarted } from '@tarot/contract/points';
import type { AdNetworkName } from '@tarot/contract/ad-networks';
import type { Promotion } from '@tarot/contract/points';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { AppError } from '../../errors';
import type { RewardedAdNetwork } from '../../providers/rewarded-ads/network';
import type { AdViewRow, CheckInRepo } from './check-in-repo';
import type { LedgerRepo } from './ledger-repo';

/**
 * Where the rewarded check-in's ads come from (decision 0025): the house promotions
 * administrators schedule. Nothing to show means no ad check-in at all — never an ad for the
 * app itself.
 */
export interface RewardedAdSource {
  pick(day: string, language: string): Promise<{ id: string } | undefined>;
  toPromotion(row: { id: string }): Promotion;
}

export interface AdCheckInDependencies {
  readonly checkIns: CheckInRepo;
  readonly ledger: LedgerRepo;
  readonly ads: RewardedAdSource;
  /** The configured ad network, whose signed callback alone redeems its views (decision 0030). */
  readonly network?: RewardedAdNetwork | undefined;
  readonly now?: () => Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAdCheckInService({ checkIns, ledger, ads, network, now = () => new Date() }: AdCheckInDependencies) {
  /**
   * Spends the view, records the day and pays, in one transaction; false when the view was
   * spent first by a racing request. The view must have run `adSeconds` by the server's clock.
   */
  const redeem = (
    view: { id: string; userId: string; network: AdNetworkName | null; transactionId: string | null },
    at: Date,
  ): Promise<CheckInResult | false> => {
    const day = shanghaiDate(at);
    const watchedBy = new Date(at.getTime() - POINTS_RULES.adSeconds * 1000);
    const points = POINTS_RULES.adCheckIn;
    return checkIns.transaction(async (tx) => {
      if (!(await checkIns.completeAdView(tx, view, watchedBy, at))) return false;
      const recorded = await checkIns.insert(tx, { userId: view.userId, day, kind: 'ad', streak: 1, points, createdAt: at });
      if (!recorded) throw new AppError('CHECK_IN_DONE_TODAY');
      const entry = await ledger.award(tx, { userId: view.userId, amount: points, reason: 'ad-check-in', ref: day, at });
      if (!entry) throw new AppError('CHECK_IN_DONE_TODAY');
      return { points, streak: 1, balance: entry.balance };
    });
  };

  /** A view started today that ran its time: the checks both ways of redeeming share. */
  const checkRedeemable = (view: AdViewRow, at: Date): void => {
    // Yesterday's view answers like a missing or used one.
    if (view.completedAt || shanghaiDate(view.startedAt) !== shanghaiDate(at)) throw new AppError('AD_VIEW_INVALID');
    if (view.startedAt.getTime() > at.getTime() - POINTS_RULES.adSeconds * 1000) throw new AppError('AD_NOT_FINISHED');
  };

  return {
    /** Whether there is an ad to watch today in this language: the button shows only then. */
    async available(language: string): Promise<boolean> {
      return (await ads.pick(shanghaiDate(now()), language)) !== undefined;
    },

    /** Today's single-use view of one promotion, or AD_NOT_AVAILABLE when none is scheduled. */
    async start(userId: string, language: string): Promise<AdViewStarted> {
      const at = now();
      const promotion = await ads.pick(shanghaiDate(at), language);
      if (!promotion) throw new AppError('AD_NOT_AVAILABLE');
      const view = await checkIns.startAdView(userId, at, { promotionId: promotion.id });
      return {
        adViewId: view.id,
        requiredSeconds: POINTS_RULES.adSeconds,
        promotion: ads.toPromotion(promotion),
      };
    },

    /**
     * Once per day, with a house promotion's view of the caller's started today that ran its
     * full time by the server's clock and is unused. A network's view is not taken here: the
     * network's callback alone says it was watched.
     */
    async checkIn(userId: string, adViewId: string): Promise<CheckInResult> {
      const at = now();
      if (await checkIns.find(userId, shanghaiDate(at), 'ad')) throw new AppError('CHECK_IN_DONE_TODAY');
      const view = await checkIns.findAdView(adViewId);
      // Someone else's view, or a network's, answers like a missing or used one.
      if (!view || view.userId !== userId || view.network !== null) throw new AppError('AD_VIEW_INVALID');
      checkRedeemable(view, at);
      const paid = await redeem({ id: view.id, userId, network: null, transactionId: null }, at);
      if (!paid) throw new AppError('AD_VIEW_INVALID');
      return paid;
    },

    /** Today's single-use view of the configured network's ad, or AD_NOT_AVAILABLE without one. */
    async startNetworkView(userId: string): Promise<NetworkAdViewStarted> {
      if (!network) throw new AppError('AD_NOT_AVAILABLE');
      const view = await checkIns.startAdView(userId, now(), { network: network.name });
      return { adViewId: view.id, network: network.name, adUnitId: network.adUnitId, customData: view.id };
    },

    /**
     * The network's server-to-server callback: verified by its signature, it names our view
     * in its custom data, and pays that view's member once. A replay of a paid callback, or any
     * number of copies racing, pays nothing more.
     */
    async rewardFromNetwork(name: AdNetworkName, rawQuery: string): Promise<{ granted: true }> {
      if (!network || network.name !== name) throw new AppError('NOT_FOUND', 'No such ad network here');
      const reward = await network.verifyCallback(rawQuery);
      const at = now();
      const view = UUID.test(reward.customData) ? await checkIns.findAdView(reward.customData) : undefined;
      if (!view || view.network !== network.name) throw new AppError('AD_VIEW_INVALID');
      if (view.networkTransactionId === reward.transactionId) throw new AppError('AD_REWARD_REPLAYED');
      checkRedeemable(view, at);
      const redeemable = { id: view.id, userId: view.userId, network: network.name, transactionId: reward.transactionId };
      // Lost to a copy of this callback that arrived at the same moment (no look at today's
      // check-in first: a copy must answer as a replay whichever moment the first one commits).
      if (!(await redeem(redeemable, at))) throw new AppError('AD_REWARD_REPLAYED');
      return { granted: true };
    },
  };
}

export type AdCheckInService = ReturnType<typeof createAdCheckInService>;
