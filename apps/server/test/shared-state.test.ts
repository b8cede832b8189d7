import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createChallengeStore } from '../src/modules/passkeys/challenges';
import { createMemoryState } from '../src/providers/shared-state/memory-state';
import { createRedisState } from '../src/providers/shared-state/redis-state';
import type { SharedState } from '../src/providers/shared-state/shared-state';
import { startTestServer, TEST_TOKEN_SECRET, type TestServer } from './harness';
import { signUp } from './session';

/**
 * The shared state's contract, held by the in-process store and, when TEST_REDIS_URL names a
 * Redis server (CI sets it), by the Redis store; then two app instances share one lockout.
 */
const redisUrl = process.env.TEST_REDIS_URL || undefined;
const HOUR = 60 * 60 * 1000;

type Clock = { now: number };
const stores: { name: string; open: (clock: Clock) => SharedState }[] = [
  { name: 'memory', open: (clock) => createMemoryState(() => clock.now) },
  ...(redisUrl
    ? [
        {
          name: 'redis',
          open: (clock: Clock) => createRedisState({ url: redisUrl, onError: () => undefined, now: () => clock.now }),
        },
      ]
    : []),
];

describe.each(stores)('the $name shared state', ({ name, open }) => {
  const clock: Clock = { now: Date.now() };
  let state: SharedState;
  // Test runs on PGlite and PostgreSQL share the Redis server: keys of their own.
  const key = (label: string) => `test:${randomBytes(6).toString('hex')}:${label}`;
  beforeAll(() => {
    state = open(clock);
  });
  afterAll(() => state.close());

  it('gives a value to one taker only', async () => {
    const challenge = key('once');
    await state.put(challenge, 'first', 60_000);
    const [a, b] = await Promise.all([state.take(challenge), state.take(challenge)]);
    expect([a, b].sort()).toEqual(['first', undefined]);
    expect(await state.take(key('never-put'))).toBeUndefined();
  });

  it('counts events within their window and forgets them on request', async () => {
    const account = key('events');
    for (let i = 0; i < 3; i += 1) await state.addEvent(account, HOUR);
    expect(await state.countEvents(account, HOUR)).toBe(3);
    clock.now += HOUR - 1;
    await state.addEvent(account, HOUR);
    expect(await state.countEvents(account, HOUR)).toBe(4);
    clock.now += 1;
    expect(await state.countEvents(account, HOUR)).toBe(1);
    await state.forget(account);
    expect(await state.countEvents(account, HOUR)).toBe(0);
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
    let second: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      first = await startTestServer({ config: { redisUrl } });
      second = await buildApp({
        config: first.config,
        // One database behind both, as behind a load balancer; the first instance closes it.
        database: { ...first.database, close: async () => undefined },
        secrets: { tokenSecret: TEST_TOKEN_SECRET },
      });
      await second.ready();
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('locks password login on both once six wrong passwords came through either', async () => {
      const { user } = await signUp(first);
      const attempt = (app: typeof second, password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { account: user.username!, password },
          remoteAddress: '10.9.8.7',
        });
      for (let i = 0; i < 6; i += 1) {
        expect((await attempt(i % 2 ? second : first.app, 'wrong-pass1')).statusCode).toBe(401);
      }
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
