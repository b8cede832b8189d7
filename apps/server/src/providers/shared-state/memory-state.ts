import { LRUCache } from 'lru-cache';
import type { SharedState } from './shared-state';

/** Bounds on memory: sign-in options and wrong passwords can be sent by anyone. */
const MAX_VALUES = 10_000;
const MAX_ATTEMPT_KEYS = 100_000;

interface Attempts {
  /** When each attempt within the window was counted. */
  readonly times: readonly number[];
  /** 0 when not locked. */
  readonly lockedUntil: number;
}

/** State for one server instance, bounded; `now` is injectable so tests can move the clock. */
export function createMemoryState(now: () => number = Date.now): SharedState {
  const values = new Map<string, { readonly value: string; readonly expiresAt: number }>();
  const attempts = new LRUCache<string, Attempts>({ max: MAX_ATTEMPT_KEYS });

  const pruneValues = () => {
    const current = now();
    for (const [key, entry] of values) if (entry.expiresAt <= current) values.delete(key);
    // Maps iterate in insertion order: drop the oldest when still full.
    while (values.size >= MAX_VALUES) values.delete(values.keys().next().value!);
  };

  return {
    async put(key, value, ttlMs) {
      pruneValues();
      values.set(key, { value, expiresAt: now() + ttlMs });
    },
    async take(key) {
      const entry = values.get(key);
      values.delete(key);
      return entry && entry.expiresAt > now() ? entry.value : undefined;
    },
    // Atomic because nothing between the read and the write awaits: no other call can interleave.
    async reserveAttempt(key, { limit, windowMs, lockMs }) {
      const at = now();
      const entry = attempts.get(key);
      if (entry && entry.lockedUntil > at) return false;
      const times = [...(entry?.times ?? []).filter((time) => at - time < windowMs), at];
      attempts.set(key, times.length >= limit ? { times: [], lockedUntil: at + lockMs } : { times, lockedUntil: 0 });
      return true;
    },
    async clearAttempts(key) {
      attempts.delete(key);
    },
    reachable: async () => true,
    async close() {
      values.clear();
      attempts.clear();
    },
  };
}
