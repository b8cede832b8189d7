import { POINTS_RULES, type AdViewStarted, type CheckInResult } from '@tarot/contract/points';
import type { Promotion } from '@tarot/contract/points';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { AppError } from '../../errors';
import type { CheckInRepo } from './check-in-repo';
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
  readonly now?: () => Date;
}

export function createAdCheckInService({ checkIns, ledger, ads, now = () => new Date() }: AdCheckInDependencies) {
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
      const view = await checkIns.startAdView(userId, at, promotion.id);
      return {
        adViewId: view.id,
        requiredSeconds: POINTS_RULES.adSeconds,
        promotion: ads.toPromotion(promotion),
      };
    },

    /**
     * Once per day, with a view of the caller's started today that ran its full time by the
     * server's clock and is unused; using it, recording the day and paying are one transaction.
     */
    async checkIn(userId: string, adViewId: string): Promise<CheckInResult> {
      const at = now();
      const day = shanghaiDate(at);
      if (await checkIns.find(userId, day, 'ad')) throw new AppError('CHECK_IN_DONE_TODAY');
      const view = await checkIns.findAdView(adViewId);
      // Someone else's view, or yesterday's, answers like a missing or used one.
      if (!view || view.userId !== userId || view.completedAt || shanghaiDate(view.startedAt) !== day)
        throw new AppError('AD_VIEW_INVALID');
      const watchedBy = new Date(at.getTime() - POINTS_RULES.adSeconds * 1000);
      if (view.startedAt > watchedBy) throw new AppError('AD_NOT_FINISHED');
      const points = POINTS_RULES.adCheckIn;
      return checkIns.transaction(async (tx) => {
        if (!(await checkIns.completeAdView(tx, adViewId, userId, watchedBy, at))) throw new AppError('AD_VIEW_INVALID');
        const recorded = await checkIns.insert(tx, { userId, day, kind: 'ad', streak: 1, points, createdAt: at });
        if (!recorded) throw new AppError('CHECK_IN_DONE_TODAY');
        const entry = await ledger.award(tx, { userId, amount: points, reason: 'ad-check-in', ref: day, at });
        if (!entry) throw new AppError('CHECK_IN_DONE_TODAY');
        return { points, streak: 1, balance: entry.balance };
      });
    },
  };
}

export type AdCheckInService = ReturnType<typeof createAdCheckInService>;
