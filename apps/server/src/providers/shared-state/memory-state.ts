import { LRUCache } from 'lru-cache';
import type { SharedState } from './shared-state';

/** Bounds on memory: sign-in options and wrong passwords can be sent by anyone. */
const MAX_VALUES = 10_000;
const MAX_EVENT_KEYS = 100_000;

/** State for one server instance, bounded; `now` is injectable so tests can move the clock. */
export function createMemoryState(now: () => number = Date.now): SharedState {
  const values = new Map<string, { readonly value: string; readonly expiresAt: number }>();
  const events = new LRUCache<string, number[]>({ max: MAX_EVENT_KEYS });

  const pruneValues = () => {
    const current = now();
    for (const [key, entry] of values) if (entry.expiresAt <= current) values.delete(key);
    // Maps iterate in insertion order: drop the oldest when still full.
    while (values.size >= MAX_VALUES) values.delete(values.keys().next().value!);
  };
  const recent = (key: string, windowMs: number) => (events.get(key) ?? []).filter((at) => now() - at < windowMs);

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
    async addEvent(key, windowMs) {
      events.set(key, [...recent(key, windowMs), now()]);
    },
    async countEvents(key, windowMs) {
      return recent(key, windowMs).length;
    },
    async forget(key) {
      values.delete(key);
      events.delete(key);
    },
    async close() {
      values.clear();
      events.clear();
    },
  };
}
