import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { verificationCode } from '../../db/schema';
import { AppError } from '../../errors';

export type CodeScene = 'login' | 'reset-password' | 'bind-mobile' | 'set-password' | 'register-email';

/** The issue's rules for one-time codes. */
export const CODE_RULES = {
  lifetimeSeconds: 180,
  /** Binding a phone gives a little longer. */
  bindMobileLifetimeSeconds: 240,
  maxAttempts: 5,
  resendAfterSeconds: 60,
  perTargetPerDay: 10,
  perIpPerHour: 30,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface CodeService {
  /** Makes, stores (as an HMAC) and returns a new 6-digit code, or refuses by the rate rules. */
  issue(target: string, scene: CodeScene, ip: string): Promise<{ code: string; expiresInSeconds: number }>;
  /** Consumes a matching live code; wrong guesses count against the latest one. */
  consume(target: string, scene: CodeScene, code: string): Promise<void>;
}

export function createCodeService(db: Database, secret: string, now: () => number = Date.now): CodeService {
  const digest = (target: string, scene: string, code: string) =>
    createHmac('sha256', secret).update(`${scene}\u0000${target}\u0000${code}`).digest('hex');
  const at = (offsetMs = 0) => new Date(now() + offsetMs);

  return {
    async issue(target, scene, ip) {
      const [latest] = await db
        .select({ createdAt: verificationCode.createdAt })
        .from(verificationCode)
        .where(and(eq(verificationCode.target, target), eq(verificationCode.scene, scene)))
        .orderBy(desc(verificationCode.createdAt))
        .limit(1);
      if (latest && now() - latest.createdAt.getTime() < CODE_RULES.resendAfterSeconds * 1000) {
        throw new AppError('uni-id-verify-code-too-frequent');
      }
      const [sentToday] = await db
        .select({ total: count() })
        .from(verificationCode)
        .where(and(eq(verificationCode.target, target), gt(verificationCode.createdAt, at(-DAY_MS))));
      if ((sentToday?.total ?? 0) >= CODE_RULES.perTargetPerDay) throw new AppError('uni-id-verify-code-daily-limit');
      const [fromIp] = await db
        .select({ total: count() })
        .from(verificationCode)
        .where(and(eq(verificationCode.ip, ip), gt(verificationCode.createdAt, at(-HOUR_MS))));
      if ((fromIp?.total ?? 0) >= CODE_RULES.perIpPerHour) throw new AppError('RATE_LIMITED');

      const code = String(randomInt(1_000_000)).padStart(6, '0');
      const lifetime = scene === 'bind-mobile' ? CODE_RULES.bindMobileLifetimeSeconds : CODE_RULES.lifetimeSeconds;
      await db.insert(verificationCode).values({
        target,
        scene,
        ip,
        codeHash: digest(target, scene, code),
        expiresAt: at(lifetime * 1000),
        createdAt: at(),
      });
      return { code, expiresInSeconds: lifetime };
    },

    async consume(target, scene, code) {
      const [live] = await db
        .select()
        .from(verificationCode)
        .where(
          and(
            eq(verificationCode.target, target),
            eq(verificationCode.scene, scene),
            isNull(verificationCode.usedAt),
            gt(verificationCode.expiresAt, at()),
          ),
        )
        .orderBy(desc(verificationCode.createdAt))
        .limit(1);
      if (!live || live.attempts >= CODE_RULES.maxAttempts) throw new AppError('uni-id-invalid-verify-code');
      const expected = Buffer.from(live.codeHash, 'hex');
      const given = Buffer.from(digest(target, scene, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        await db
          .update(verificationCode)
          .set({ attempts: sql`${verificationCode.attempts} + 1` })
          .where(eq(verificationCode.id, live.id));
        throw new AppError('uni-id-invalid-verify-code');
      }
      // Single use, even under two requests racing with the same code.
      const used = await db
        .update(verificationCode)
        .set({ usedAt: at() })
        .where(and(eq(verificationCode.id, live.id), isNull(verificationCode.usedAt)))
        .returning({ id: verificationCode.id });
      if (used.length === 0) throw new AppError('uni-id-invalid-verify-code');
    },
  };
}
