import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { verificationCode } from '../../../db/schema';

export type NewCode = Omit<typeof verificationCode.$inferInsert, 'id' | 'attempts' | 'usedAt'>;

/** What the sending rules ask about earlier codes, read under the locks that keep it true. */
export interface RecentSends {
  /** When the last code for this target and scene was sent. */
  readonly lastSentAt: Date | undefined;
  /** Codes sent to this target (any scene) since `targetSince`. */
  readonly toTarget: number;
  /** Codes sent from this address since `ipSince`. */
  readonly fromIp: number;
}

/**
 * A transaction-scoped advisory lock key: 64 bits of a hash of a namespaced name, so that
 * unrelated names practically never share a lock.
 */
const lockKey = (name: string): bigint =>
  createHash('sha256').update(`verification-code:${name}`).digest().readBigInt64BE(0);

export function createCodeRepo(db: Database) {
  return {
    /**
     * Stores `values` unless `admit` throws, as one atomic step: the transaction first holds
     * the locks of the address and of the target, so racing sends to either wait their turn
     * and each counts what the ones before it stored. Locks are taken in ascending key order,
     * one order for every caller, so two sends can never wait on each other.
     */
    async insertIfAdmitted(
      values: NewCode,
      windows: { readonly targetSince: Date; readonly ipSince: Date },
      admit: (recent: RecentSends) => void,
    ): Promise<void> {
      const keys = [lockKey(`address:${values.ip}`), lockKey(`target:${values.target}`)].sort((a, b) =>
        a < b ? -1 : a > b ? 1 : 0,
      );
      await db.transaction(async (tx) => {
        for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
        const [latest] = await tx
          .select({ createdAt: verificationCode.createdAt })
          .from(verificationCode)
          .where(and(eq(verificationCode.target, values.target), eq(verificationCode.scene, values.scene)))
          .orderBy(desc(verificationCode.createdAt))
          .limit(1);
        const [toTarget] = await tx
          .select({ total: count() })
          .from(verificationCode)
          .where(and(eq(verificationCode.target, values.target), gt(verificationCode.createdAt, windows.targetSince)));
        const [fromIp] = await tx
          .select({ total: count() })
          .from(verificationCode)
          .where(and(eq(verificationCode.ip, values.ip), gt(verificationCode.createdAt, windows.ipSince)));
        admit({ lastSentAt: latest?.createdAt, toTarget: toTarget?.total ?? 0, fromIp: fromIp?.total ?? 0 });
        await tx.insert(verificationCode).values(values);
      });
    },

    /**
     * Counts one guess against the latest live code, in one statement, unless it already had
     * `maxAttempts`: racing guesses queue on the row and each sees the count the one before
     * left. Answers the code's hash to compare against, or undefined when no guess is left.
     */
    async reserveAttempt(
      target: string,
      scene: string,
      at: Date,
      maxAttempts: number,
    ): Promise<{ id: string; codeHash: string } | undefined> {
      const latestLive = db
        .select({ id: verificationCode.id })
        .from(verificationCode)
        .where(
          and(
            eq(verificationCode.target, target),
            eq(verificationCode.scene, scene),
            isNull(verificationCode.usedAt),
            gt(verificationCode.expiresAt, at),
          ),
        )
        .orderBy(desc(verificationCode.createdAt))
        .limit(1);
      const [reserved] = await db
        .update(verificationCode)
        .set({ attempts: sql`${verificationCode.attempts} + 1` })
        .where(
          and(
            sql`${verificationCode.id} = (${latestLive})`,
            lt(verificationCode.attempts, maxAttempts),
            isNull(verificationCode.usedAt),
          ),
        )
        .returning({ id: verificationCode.id, codeHash: verificationCode.codeHash });
      return reserved;
    },

    /** Marks a code used; false when another request used it first (single use under races). */
    async markUsed(id: string, at: Date): Promise<boolean> {
      const used = await db
        .update(verificationCode)
        .set({ usedAt: at })
        .where(and(eq(verificationCode.id, id), isNull(verificationCode.usedAt)))
        .returning({ id: verificationCode.id });
      return used.length > 0;
    },
  };
}

export type CodeRepo = ReturnType<typeof createCodeRepo>;
