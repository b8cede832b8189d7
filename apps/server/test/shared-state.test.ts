import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChallengeStore } from '../src/modules/accounts/passkeys/challenges';
import { createRedisLink } from '../src/providers/redis/link';
import { createMemoryState } from '../src/providers/shared-state/memory-state';
import { createRedisState } from '../src/providers/shared-state/redis-state';
import type { SharedState } from '../src/providers/shared-state/shared-state';
import { startSibling, startTestServer, type TestServer } from './harness';
import { signUp } from './session';

/**
 * The shared state's contract, held by the in-process store and, when TEST_REDIS_URL names a
 * Redis server (CI sets it), by the Redis store; then two app instances share one lockout.
 */
const redisUrl = process.env.TEST_REDIS_URL || undefined;
const HOUR = 60 * 60 * 1000;
const RULE = { limit: 6, windowMs: HOUR, lockMs: HOUR };

type Clock = { now: number };
const stores: { name: string; open: (clock: Clock) => Promise<SharedState> }[] = [
  { name: 'memory', open: async (clock) => createMemoryState(() => clock.now) },
  ...(redisUrl
    ? [
        {
          name: 'redis',
          async open(clock: Clock) {
            const link = createRedisLink(redisUrl, () => undefined);
            const state = createRedisState({ link, onError: () => undefined, now: () => clock.now });
            await link.settle(5_000);
            return state;
          },
        },
      ]
    : []),
];

describe.each(stores)('the $name shared state', ({ name, open }) => {
  const clock: Clock = { now: Date.now() };
  let state: SharedState;
  // Test runs on PGlite and PostgreSQL share the Redis server: keys of their own.
  const key = (label: string) => `test:${randomBytes(6).toString('hex')}:${label}`;
  beforeAll(async () => {
    state = await open(clock);
  });
  afterAll(() => state.close());

  it('gives a value to one taker only', async () => {
    const challenge = key('once');
    await state.put(challenge, 'first', 60_000);
    const [a, b] = await Promise.all([state.take(challenge), state.take(challenge)]);
    expect([a, b].sort()).toEqual(['first', undefined]);
    expect(await state.take(key('never-put'))).toBeUndefined();
  });

  it('admits six attempts of a burst at once, then locks for a full hour from the sixth', async () => {
    const account = key('burst');
    const admitted = await Promise.all(Array.from({ length: 40 }, () => state.reserveAttempt(account, RULE)));
    expect(admitted.filter(Boolean)).toHaveLength(6);
    clock.now += HOUR - 1;
    expect(await state.reserveAttempt(account, RULE)).toBe(false);
    clock.now += 1;
    // The count started afresh with the lock: five more do not lock again.
    for (let i = 0; i < 5; i += 1) expect(await state.reserveAttempt(account, RULE)).toBe(true);
  });

  it('counts attempts within a rolling window only', async () => {
    const account = key('window');
    for (let i = 0; i < 5; i += 1) await state.reserveAttempt(account, RULE);
    clock.now += HOUR - 1;
    // Five still within the hour: this one is the sixth and locks.
    expect(await state.reserveAttempt(account, RULE)).toBe(true);
    expect(await state.reserveAttempt(account, RULE)).toBe(false);

    const later = key('window-later');
    for (let i = 0; i < 5; i += 1) await state.reserveAttempt(later, RULE);
    clock.now += HOUR;
    for (let i = 0; i < 5; i += 1) expect(await state.reserveAttempt(later, RULE)).toBe(true);
    expect(await state.reserveAttempt(later, RULE)).toBe(true);
    expect(await state.reserveAttempt(later, RULE)).toBe(false);
  });

  it('forgets the attempts and lifts the lock on request', async () => {
    const account = key('cleared');
    for (let i = 0; i < 6; i += 1) await state.reserveAttempt(account, RULE);
    expect(await state.reserveAttempt(account, RULE)).toBe(false);
    await state.clearAttempts(account);
    for (let i = 0; i < 5; i += 1) expect(await state.reserveAttempt(account, RULE)).toBe(true);
  });

  it('keeps a passkey challenge until it expires', async () => {
    const store = createChallengeStore<{ uid: string }>(state, key('register'), 300);
    await store.put('abc', { uid: 'u1' });
    expect(await store.take('abc')).toEqual({ uid: 'u1' });
    expect(await store.take('abc')).toBeUndefined();
    await store.put('late', { uid: 'u2' });
    // Redis expires keys by its own clock; the in-process store by the one it is given.
    if (name === 'redis') await new Promise((resolve) => setTimeout(resolve, 600));
    else clock.now += 300;
    expect(await store.take('late')).toBeUndefined();
  });
});

// Only with a Redis server to share; the in-process store is one instance's by design.
if (redisUrl) {
  describe('two instances sharing Redis', () => {
    let first: TestServer;
    let second: FastifyInstance;
    beforeAll(async () => {
      first = await startTestServer({ config: { redisUrl } });
      second = await startSibling(first);
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('checks six of a burst of wrong passwords spread over both, and then locks on both', async () => {
      const { user } = await signUp(first);
      const attempt = (app: typeof second, password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { account: user.username!, password },
          remoteAddress: '10.9.8.7',
        });
      const burst = await Promise.all(
        Array.from({ length: 40 }, (_, i) => attempt(i % 2 ? second : first.app, 'wrong-pass1')),
      );
      const codes = burst.map((response) => response.json().code);
      expect(codes.filter((code) => code === 'uni-id-password-error')).toHaveLength(6);
      expect(codes.filter((code) => code === 'uni-id-password-error-exceed-limit')).toHaveLength(34);
      for (const app of [first.app, second]) {
        const locked = await attempt(app, 'tarot2026!');
        expect(locked.statusCode).toBe(429);
        expect(locked.json().code).toBe('uni-id-password-error-exceed-limit');
      }
    });
  });
}

describe('an unreachable Redis', () => {
  it('answers SERVICE_UNAVAILABLE, not a 500', async () => {
    // Port 9 (discard) on loopback: nothing listens there.
    const server = await startTestServer({ config: { redisUrl: 'redis://127.0.0.1:9' } });
    try {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { account: 'someone', password: 'whatever1!' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await server.close();
    }
  });
});
