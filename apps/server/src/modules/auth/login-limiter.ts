import type { SharedState } from '../../providers/shared-state/shared-state';

/** Six wrong passwords for one account from one address within an hour lock it there for an hour. */
export const MAX_WRONG_PASSWORDS = 6;
export const LOCK_WINDOW_MS = 60 * 60 * 1000;

export interface LoginLimiter {
  isLocked(account: string, ip: string): Promise<boolean>;
  recordFailure(account: string, ip: string): Promise<void>;
  reset(account: string, ip: string): Promise<void>;
}

/**
 * Wrong passwords counted in the shared state, so that with several instances behind a
 * load balancer (Redis) the lock holds on all of them. `scope` keeps apart the limits on
 * different forms (signing in, changing the password).
 */
export function createLoginLimiter(state: SharedState, scope: string): LoginLimiter {
  const key = (account: string, ip: string) => `wrong-password:${scope}:${account.toLowerCase()}:${ip}`;
  return {
    isLocked: async (account, ip) => (await state.countEvents(key(account, ip), LOCK_WINDOW_MS)) >= MAX_WRONG_PASSWORDS,
    recordFailure: (account, ip) => state.addEvent(key(account, ip), LOCK_WINDOW_MS),
    reset: (account, ip) => state.forget(key(account, ip)),
  };
}
