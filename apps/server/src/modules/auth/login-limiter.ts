import { LRUCache } from 'lru-cache';

/** Six wrong passwords for one account from one address within an hour lock it there for an hour. */
export const MAX_WRONG_PASSWORDS = 6;
export const LOCK_WINDOW_MS = 60 * 60 * 1000;

export interface LoginLimiter {
  isLocked(account: string, ip: string): boolean;
  recordFailure(account: string, ip: string): void;
  reset(account: string, ip: string): void;
}

/**
 * In memory, bounded, per server instance. With several instances behind a load balancer
 * this moves to Redis (REDIS_URL), like the other rate limits.
 */
export function createLoginLimiter(now: () => number = Date.now): LoginLimiter {
  const failures = new LRUCache<string, number[]>({ max: 100_000 });
  const key = (account: string, ip: string) => `${account.toLowerCase()}\u0000${ip}`;
  const recent = (entry: string) => (failures.get(entry) ?? []).filter((at) => now() - at < LOCK_WINDOW_MS);
  return {
    isLocked: (account, ip) => recent(key(account, ip)).length >= MAX_WRONG_PASSWORDS,
    recordFailure(account, ip) {
      const entry = key(account, ip);
      failures.set(entry, [...recent(entry), now()]);
    },
    reset: (account, ip) => void failures.delete(key(account, ip)),
  };
}
