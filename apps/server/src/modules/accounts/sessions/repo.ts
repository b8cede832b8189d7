import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { userSession } from '../../../db/schema';

export type SessionRow = typeof userSession.$inferSelect;
/** The transaction a change runs in alongside the sessions it ends. */
export type { Transaction };

/** Still usable: not revoked, and some token issued for it has not expired. */
const isLive = (now: Date) => and(isNull(userSession.revokedAt), gt(userSession.expiresAt, now));

/** The signed-in devices (`user_session`): opened at sign-in, extended by renewals, revoked by logouts. */
export function createSessionRepo(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => db.transaction(work),

    async insert(values: { id: string; userId: string; device: string; expiresAt: Date }): Promise<void> {
      await db.insert(userSession).values(values);
    },

    async find(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(userSession).where(eq(userSession.id, id)).limit(1);
      return row;
    },

    /** A renewed token lives longer, and so does its session; a revoked one stays revoked. */
    async extend(id: string, expiresAt: Date, now: Date): Promise<void> {
      await db
        .update(userSession)
        .set({ expiresAt, lastSeenAt: now })
        .where(and(eq(userSession.id, id), isNull(userSession.revokedAt)));
    },

    async touch(id: string, now: Date): Promise<void> {
      await db.update(userSession).set({ lastSeenAt: now }).where(eq(userSession.id, id));
    },

    /** The member's live sessions, most recently used first. */
    async listLive(userId: string, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(userSession)
        .where(and(eq(userSession.userId, userId), isLive(now)))
        .orderBy(desc(userSession.lastSeenAt), desc(userSession.id));
    },

    /** Revokes one of the member's sessions; false when it is not theirs or already ended. */
    async revoke(userId: string, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(userSession)
        .set({ revokedAt: now })
        .where(and(eq(userSession.id, id), eq(userSession.userId, userId), isLive(now)))
        .returning({ id: userSession.id });
      return rows.length > 0;
    },

    /**
     * Revokes every live session of the member but `exceptId`, in the caller's transaction when
     * given (a password change ends the others in the statement group that stores it).
     */
    async revokeAll(
      userId: string,
      now: Date,
      { exceptId, tx }: { exceptId?: string; tx?: Transaction } = {},
    ): Promise<string[]> {
      const rows = await (tx ?? db)
        .update(userSession)
        .set({ revokedAt: now })
        .where(and(eq(userSession.userId, userId), isLive(now), exceptId ? ne(userSession.id, exceptId) : undefined))
        .returning({ id: userSession.id });
      return rows.map((row) => row.id);
    },

    /** Forgets the member's sessions whose tokens have all expired: nothing can use or list them. */
    async deleteExpiredOf(userId: string, now: Date): Promise<void> {
      await db.delete(userSession).where(and(eq(userSession.userId, userId), lt(userSession.expiresAt, now)));
    },
  };
}

export type SessionRepo = ReturnType<typeof createSessionRepo>;
