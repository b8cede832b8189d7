import { and, eq } from 'drizzle-orm';
import type { OfferKind } from '@tarot/contract/points';
import type { Database, Transaction } from '../../db/client';
import { pointsPurchase, tarotLook } from '../../db/schema';

export function createOffersRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** Records the purchase unless the member already has it; the key decides among racing requests. */
    async insertPurchase(tx: Transaction, values: typeof pointsPurchase.$inferInsert): Promise<boolean> {
      const rows = await tx
        .insert(pointsPurchase)
        .values(values)
        .onConflictDoNothing()
        .returning({ offerId: pointsPurchase.offerId });
      return rows.length > 0;
    },

    async owned(userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ offerId: pointsPurchase.offerId })
        .from(pointsPurchase)
        .where(eq(pointsPurchase.userId, userId));
      return new Set(rows.map((row) => row.offerId));
    },

    async owns(userId: string, offerId: string): Promise<boolean> {
      const [row] = await db
        .select({ offerId: pointsPurchase.offerId })
        .from(pointsPurchase)
        .where(and(eq(pointsPurchase.userId, userId), eq(pointsPurchase.offerId, offerId)));
      return row !== undefined;
    },

    /** The look per kind, e.g. { 'card-back': 'back-jade' }; absent kinds show the default. */
    async looks(userId: string): Promise<Partial<Record<OfferKind, string>>> {
      const rows = await db
        .select({ kind: tarotLook.kind, offerId: tarotLook.offerId })
        .from(tarotLook)
        .where(eq(tarotLook.userId, userId));
      return Object.fromEntries(rows.map((row) => [row.kind, row.offerId]));
    },

    async setLook(userId: string, kind: OfferKind, offerId: string | null): Promise<void> {
      if (offerId === null) {
        await db.delete(tarotLook).where(and(eq(tarotLook.userId, userId), eq(tarotLook.kind, kind)));
        return;
      }
      await db
        .insert(tarotLook)
        .values({ userId, kind, offerId })
        .onConflictDoUpdate({ target: [tarotLook.userId, tarotLook.kind], set: { offerId } });
    },
  };
}

export type OffersRepo = ReturnType<typeof createOffersRepo>;
