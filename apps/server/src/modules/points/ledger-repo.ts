import { and, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import type { LedgerReason } from '@tarot/contract/points';
import type { Database, Transaction } from '../../db/client';
import { newestFirst, type ListRequest } from '../../db/keyset';
import { appUser, scoreLedger } from '../../db/schema';

export interface PointsEvent {
  readonly userId: string;
  readonly amount: number;
  readonly reason: LedgerReason;
  /** What the points are for (a day, an invitee); the same reason and ref never pay twice. */
  readonly ref: string;
  readonly at: Date;
}

export type LedgerRow = typeof scoreLedger.$inferSelect;

export function createLedgerRepo(db: Database) {
  const order = newestFirst(scoreLedger.createdAt, scoreLedger.id);
  return {
    /**
     * The one way points change. Inside the caller's transaction it locks the member's row,
     * writes the ledger row with the balance after it, and moves `app_user.score` to match.
     * A repeated event hits the ledger's unique key and changes nothing: the answer is null.
     */
    async award(tx: Transaction, event: PointsEvent): Promise<LedgerRow | null> {
      const [user] = await tx
        .select({ score: appUser.score })
        .from(appUser)
        .where(eq(appUser.id, event.userId))
        .for('update');
      if (!user) return null;
      const [row] = await tx
        .insert(scoreLedger)
        .values({
          userId: event.userId,
          amount: event.amount,
          reason: event.reason,
          ref: event.ref,
          balance: user.score + event.amount,
          createdAt: event.at,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await tx
        .update(appUser)
        .set({ score: sql`${appUser.score} + ${event.amount}` })
        .where(eq(appUser.id, event.userId));
      return row;
    },

    /**
     * Spends points in one conditional step: the balance drops only while it covers the price
     * (`score >= price`), so no burst of requests takes it below zero. Null: not enough points.
     * A repeated event (same reason and ref) throws the unique violation, undoing the spend.
     */
    async spend(tx: Transaction, event: PointsEvent): Promise<LedgerRow | null> {
      const price = -event.amount;
      const [user] = await tx
        .update(appUser)
        .set({ score: sql`${appUser.score} - ${price}` })
        .where(and(eq(appUser.id, event.userId), gte(appUser.score, price)))
        .returning({ score: appUser.score });
      if (!user) return null;
      const [row] = await tx
        .insert(scoreLedger)
        .values({
          userId: event.userId,
          amount: event.amount,
          reason: event.reason,
          ref: event.ref,
          balance: user.score,
          createdAt: event.at,
        })
        .returning();
      return row!;
    },

    async balance(userId: string): Promise<number> {
      const [row] = await db.select({ score: appUser.score }).from(appUser).where(eq(appUser.id, userId));
      return row?.score ?? 0;
    },

    /** A member's changes, newest first. */
    async page(userId: string, request: ListRequest) {
      const { where, limit, offset } = order.window(request);
      const rows = await db
        .select({ ...getTableColumns(scoreLedger), position: order.position })
        .from(scoreLedger)
        .where(and(eq(scoreLedger.userId, userId), where))
        .orderBy(...order.orderBy)
        .limit(limit)
        .offset(offset);
      return order.page(rows, request);
    },

    /** The sum a member earned for one reason (e.g. everything invitations brought in). */
    async earned(userId: string, reason: LedgerReason): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${scoreLedger.amount}), 0)::int` })
        .from(scoreLedger)
        .where(and(eq(scoreLedger.userId, userId), eq(scoreLedger.reason, reason)));
      return Number(row?.total ?? 0);
    },
  };
}

export type LedgerRepo = ReturnType<typeof createLedgerRepo>;
