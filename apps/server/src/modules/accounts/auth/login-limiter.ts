import { AppError } from '../../../errors';
import type { AttemptRule, SharedState } from '../../../providers/shared-state/shared-state';

/** Six wrong passwords for one account from one address within an hour lock it there for an hour. */
export const MAX_WRONG_PASSWORDS = 6;
export const LOCK_WINDOW_MS = 60 * 60 * 1000;

const RULE: AttemptRule = { limit: MAX_WRONG_PASSWORDS, windowMs: LOCK_WINDOW_MS, lockMs: LOCK_WINDOW_MS };

export interface LoginLimiter {
  /**
   * Runs `verify` (a password check) only under a reserved attempt and answers what it
   * answered; with none left it throws `uni-id-password-error-exceed-limit` without running it.
   * A correct password starts the count afresh.
   */
  attempt(subject: string, ip: string, verify: () => Promise<boolean>): Promise<boolean>;
}

/**
 * Wrong passwords counted in the shared state, so that with several instances behind a load
 * balancer (Redis) the lock holds on all of them. The subject is the account's id when the
 * account exists, so its username, number and e-mail share one count. `scope` keeps apart the
 * forms (signing in, changing the password).
 *
 * Every attempt is counted before its password is checked, in one atomic step, and stays
 * counted unless the password was right: a burst of guesses sent at once gets six checks, not
 * one per request that asked before the first failure was recorded. The sixth attempt starts
 * the hour's lock.
 */
export function createLoginLimiter(state: SharedState, scope: string): LoginLimiter {
  const key = (subject: string, ip: string) => `password:${scope}:${subject.toLowerCase()}:${ip}`;
  return {
    async attempt(subject, ip, verify) {
      if (!(await state.reserveAttempt(key(subject, ip), RULE))) {
        throw new AppError('uni-id-password-error-exceed-limit');
      }
      const matches = await verify();
      if (matches) await state.clearAttempts(key(subject, ip));
      return matches;
    },
  };
}
