import {
  checkInPoints,
  POINTS_RULES,
  type CheckInResult,
  type LedgerPage,
  type PointsSummary,
} from '@tarot/contract/points';
import { answerOf, type ListRequest } from '../../db/keyset';
import { AppError } from '../../errors';
import type { CheckInRepo } from './check-in-repo';
import { addDays, shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import type { RegistrationHook } from '../accounts';
import type { LedgerRepo } from './ledger-repo';

/** The transaction a new account is stored in, as the user repository hands it to its hook. */
type RegistrationTransaction = Parameters<RegistrationHook>[1];

/** Check-ins shown on the points page's calendar. */
export const RECENT_DAYS = 30;

export interface PointsDependencies {
  readonly checkIns: CheckInRepo;
  readonly ledger: LedgerRepo;
  /** The server clock; tests pass a fake one to cross days. */
  readonly now?: () => Date;
}

export function createPointsService({ checkIns, ledger, now = () => new Date() }: PointsDependencies) {
  return {
    /** Everything but the offers and whether an ad is scheduled, which their own services answer. */
    async summary(userId: string): Promise<Omit<PointsSummary, 'offers' | 'adCheckInAvailable'>> {
      const today = shanghaiDate(now());
      const [balance, recent, ad] = await Promise.all([
        ledger.balance(userId),
        checkIns.since(userId, 'daily', addDays(today, 1 - RECENT_DAYS)),
        checkIns.find(userId, today, 'ad'),
      ]);
      const todays = recent.find((row) => row.day === today);
      const yesterdays = recent.find((row) => row.day === addDays(today, -1));
      // A streak that ended yesterday still stands until today passes without a check-in.
      const streak = todays?.streak ?? yesterdays?.streak ?? 0;
      return {
        balance,
        today,
        checkedInToday: todays !== undefined,
        adCheckedInToday: ad !== undefined,
        streak,
        nextCheckInPoints: checkInPoints(streak + 1),
        recentCheckIns: recent.map((row) => row.day),
      };
    },

    /**
     * Once per Asia/Shanghai day: the check-in row's key lets one of any number of racing
     * requests through, and its points go to the ledger in the same transaction.
     */
    async checkIn(userId: string): Promise<CheckInResult> {
      const at = now();
      const day = shanghaiDate(at);
      const yesterday = await checkIns.find(userId, addDays(day, -1), 'daily');
      const streak = (yesterday?.streak ?? 0) + 1;
      const points = checkInPoints(streak);
      return checkIns.transaction(async (tx) => {
        const recorded = await checkIns.insert(tx, { userId, day, kind: 'daily', streak, points, createdAt: at });
        if (!recorded) throw new AppError('CHECK_IN_DONE_TODAY');
        const entry = await ledger.award(tx, { userId, amount: points, reason: 'check-in', ref: day, at });
        if (!entry) throw new AppError('CHECK_IN_DONE_TODAY');
        return { points, streak, balance: entry.balance };
      });
    },

    async ledgerPage(userId: string, request: ListRequest): Promise<LedgerPage> {
      return answerOf(request, await ledger.page(userId, request), (row) => ({
        id: row.id,
        amount: row.amount,
        reason: row.reason as LedgerPage['items'][number]['reason'],
        balance: row.balance,
        offerId: row.reason === 'offer' ? row.ref : null,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * The registration hook: the inviter earns once per invitee, and never for themselves.
     * It runs in the transaction that stores the invitee, so a crash between the two cannot
     * leave an invitee whose inviter was never paid.
     */
    async onRegistered(user: { id: string; inviterId: string | null }, tx: RegistrationTransaction): Promise<void> {
      if (!user.inviterId || user.inviterId === user.id) return;
      const event = {
        userId: user.inviterId,
        amount: POINTS_RULES.invite,
        reason: 'invite',
        ref: user.id,
        at: now(),
      } as const;
      await ledger.award(tx, event);
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
