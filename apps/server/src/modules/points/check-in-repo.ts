import { and, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { AdNetworkName } from '@tarot/contract/ad-networks';
import type { Database } from '../../db/client';
import { adView, checkIn } from '../../db/schema';
import type { Transaction } from '../../db/client';

export type CheckInKind = (typeof checkIn.$inferSelect)['kind'];
export type CheckInRow = typeof checkIn.$inferSelect;
export type AdViewRow = typeof adView.$inferSelect;

export function createCheckInRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** Records the check-in unless that day already has one of that kind; the key decides races. */
    async insert(tx: Transaction, values: typeof checkIn.$inferInsert): Promise<boolean> {
      const inserted = await tx.insert(checkIn).values(values).onConflictDoNothing().returning({ day: checkIn.day });
      return inserted.length > 0;
    },

    async find(userId: string, day: string, kind: CheckInKind): Promise<CheckInRow | undefined> {
      const [row] = await db
        .select()
        .from(checkIn)
        .where(and(eq(checkIn.userId, userId), eq(checkIn.day, day), eq(checkIn.kind, kind)));
      return row;
    },

    /** The member's check-ins of one kind from `fromDay` on, newest first. */
    async since(userId: string, kind: CheckInKind, fromDay: string): Promise<CheckInRow[]> {
      return db
        .select()
        .from(checkIn)
        .where(and(eq(checkIn.userId, userId), eq(checkIn.kind, kind), gte(checkIn.day, fromDay)))
        .orderBy(desc(checkIn.day));
    },

    /** A view of a house promotion (`promotionId`) or of a network's ad (`network`). */
    async startAdView(
      userId: string,
      startedAt: Date,
      shown: { promotionId?: string; network?: AdNetworkName } = {},
    ): Promise<AdViewRow> {
      const [row] = await db
        .insert(adView)
        .values({ userId, startedAt, ...shown })
        .returning();
      return row!;
    },

    /**
     * Marks the member's ad as watched, once: only an unused view of theirs, shown by `network`
     * (null: a house promotion), that started no later than `startedBy`. Racing requests for
     * one view leave one winner.
     */
    async completeAdView(
      tx: Transaction,
      view: { id: string; userId: string; network: AdNetworkName | null; transactionId: string | null },
      startedBy: Date,
      at: Date,
    ): Promise<boolean> {
      const done = await tx
        .update(adView)
        .set({ completedAt: at, networkTransactionId: view.transactionId })
        .where(
          and(
            eq(adView.id, view.id),
            eq(adView.userId, view.userId),
            view.network === null ? isNull(adView.network) : eq(adView.network, view.network),
            isNull(adView.completedAt),
            lte(adView.startedAt, startedBy),
          ),
        )
        .returning({ id: adView.id });
      return done.length > 0;
    },

    async findAdView(id: string): Promise<AdViewRow | undefined> {
      const [row] = await db.select().from(adView).where(eq(adView.id, id));
      return row;
    },
  };
}

export type CheckInRepo = ReturnType<typeof createCheckInRepo>;
