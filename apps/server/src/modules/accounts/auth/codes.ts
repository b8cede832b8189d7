import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../errors';
import type { CodeRepo, RecentSends } from './code-repo';

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
  /** Consumes a matching live code; every guess, right or wrong, counts against the latest one. */
  consume(target: string, scene: CodeScene, code: string): Promise<void>;
}

export function createCodeService(codes: CodeRepo, secret: string, now: () => number = Date.now): CodeService {
  const digest = (target: string, scene: string, code: string) =>
    createHmac('sha256', secret).update(`${scene}\u0000${target}\u0000${code}`).digest('hex');
  const at = (offsetMs = 0) => new Date(now() + offsetMs);

  /** The sending rules, most specific first; throwing refuses the send. */
  const admit = ({ lastSentAt, toTarget, fromIp }: RecentSends) => {
    if (lastSentAt && now() - lastSentAt.getTime() < CODE_RULES.resendAfterSeconds * 1000) {
      throw new AppError('uni-id-verify-code-too-frequent');
    }
    if (toTarget >= CODE_RULES.perTargetPerDay) throw new AppError('uni-id-verify-code-daily-limit');
    if (fromIp >= CODE_RULES.perIpPerHour) throw new AppError('RATE_LIMITED');
  };

  return {
    async issue(target, scene, ip) {
      const code = String(randomInt(1_000_000)).padStart(6, '0');
      const lifetime = scene === 'bind-mobile' ? CODE_RULES.bindMobileLifetimeSeconds : CODE_RULES.lifetimeSeconds;
      await codes.insertIfAdmitted(
        { target, scene, ip, codeHash: digest(target, scene, code), expiresAt: at(lifetime * 1000), createdAt: at() },
        { targetSince: at(-DAY_MS), ipSince: at(-HOUR_MS) },
        admit,
      );
      return { code, expiresInSeconds: lifetime };
    },

    async consume(target, scene, code) {
      // Only a guess that reserved one of the code's five tries is compared at all.
      const live = await codes.reserveAttempt(target, scene, at(), CODE_RULES.maxAttempts);
      if (!live) throw new AppError('uni-id-invalid-verify-code');
      const expected = Buffer.from(live.codeHash, 'hex');
      const given = Buffer.from(digest(target, scene, code), 'hex');
      if (!timingSafeEqual(expected, given)) throw new AppError('uni-id-invalid-verify-code');
      if (!(await codes.markUsed(live.id, at()))) throw new AppError('uni-id-invalid-verify-code');
    },
  };
}
