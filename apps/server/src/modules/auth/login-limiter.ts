import type { SharedState } from '../../providers/shared-state/shared-state';

/** Six wrong passwords for one account from one address within an hour lock it there for an hour. */
export const MAX_WRONG_PASSWORDS = 6;
export const LOCK_WINDOW_MS = 60 * 60 * 1000;

export interface LoginLimiter {
  isLocked(subject: string, ip: string): Promise<boolean>;
  recordFailure(subject: string, ip: string): Promise<void>;
  reset(subject: string, ip: string): Promise<void>;
}

/**
 * Wrong passwords counted in the shared state, so that with several instances behind a load
 * balancer (Redis) the lock holds on all of them. The subject is the account's id when the
 * account exists, so its username, number and e-mail share one count. The sixth failure
 * within an hour sets a lock of its own that lasts a full hour from then, and the count
 * starts afresh. `scope` keeps apart the forms (signing in, changing the password).
 */
export function createLoginLimiter(state: SharedState, scope: string): LoginLimiter {
  const failures = (subject: string, ip: string) => `wrong-password:${scope}:${subject.toLowerCase()}:${ip}`;
  const lock = (subject: string, ip: string) => `password-lock:${scope}:${subject.toLowerCase()}:${ip}`;
  return {
    isLocked: async (subject, ip) => (await state.countEvents(lock(subject, ip), LOCK_WINDOW_MS)) > 0,
    async recordFailure(subject, ip) {
      await state.addEvent(failures(subject, ip), LOCK_WINDOW_MS);
      if ((await state.countEvents(failures(subject, ip), LOCK_WINDOW_MS)) < MAX_WRONG_PASSWORDS) return;
      await state.addEvent(lock(subject, ip), LOCK_WINDOW_MS);
      await state.forget(failures(subject, ip));
    },
    reset: (subject, ip) => state.forget(failures(subject, ip)),
  };
}
