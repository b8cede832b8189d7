import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { startOwnRedis, type OwnRedis } from './own-redis';
import { signUp } from './session';

/**
 * Redis goes away under 50 clients and comes back. Ordinary reads keep answering, and at once:
 * asserted through the breaker's own counts on /metrics (commands refused without waiting,
 * commands that waited out the timeout), never through timings. Lockouts and passkey
 * challenges answer 503 meanwhile, readiness stays 200 with Redis degraded, and the same
 * server counts in Redis again once it is back, without a restart.
 */
const CLIENTS = 50;
const READS_PER_CLIENT = 10;
const TOKEN = 'metrics-token-for-the-redis-test';

describe('a Redis that goes away', () => {
  let redis: OwnRedis;
  let server: TestServer;
  let member: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    redis = await startOwnRedis();
    server = await startTestServer({
      config: {
        redisUrl: redis.url,
        metricsToken: TOKEN,
        // The 500 reads come from one address: measure the breaker, not the limit.
        rateLimit: { scale: 1_000, redisPrefix: 'tarot:rate-limit:' },
      },
    });
    member = await signUp(server);
  });
  afterAll(async () => {
    await server.close();
    await redis.kill();
  });

  /** The breaker's counts as the server reports them to Prometheus. */
  const failedCommands = async () => {
    const { body } = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const count = (how: string) =>
      Number(new RegExp(`^redis_commands_failed_total\\{how="${how}"\\} (\\d+)$`, 'm').exec(body)?.[1]);
    return { refused: count('refused'), timedOut: count('timed_out'), up: /^redis_up 1$/m.test(body) };
  };

  /** 50 clients each reading articles and the app's settings one after another; answers the status codes. */
  const readers = () =>
    Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const codes: number[] = [];
        for (let read = 0; read < READS_PER_CLIENT; read += 1) {
          const url = read % 2 === 0 ? '/api/articles' : '/api/app-config';
          codes.push((await server.app.inject({ method: 'GET', url })).statusCode);
        }
        return codes;
      }),
    ).then((codes) => [...new Set(codes.flat())]);

  const login = () =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: member.user.username, password: 'tarot2026!' },
    });
  const readiness = async () => (await server.app.inject({ method: 'GET', url: '/api/health/ready' })).json();

  it('keeps reads answering at once when it dies, refuses lockouts and passkeys, and recovers', async () => {
    expect(await readers()).toEqual([200]);
    expect(await failedCommands()).toEqual({ refused: 0, timedOut: 0, up: true });

    await redis.kill();
    expect(await readers()).toEqual([200]);
    const down = await failedCommands();
    // Every read's rate-limit count was refused at once; none waited for an answer.
    expect(down.refused).toBeGreaterThanOrEqual(CLIENTS * READS_PER_CLIENT);
    expect(down.timedOut).toBe(0);
    expect(down.up).toBe(false);

    const refusedLogin = await login();
    expect([refusedLogin.statusCode, refusedLogin.json().code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    const challenge = await server.app.inject({ method: 'POST', url: '/api/passkeys/login/options' });
    expect([challenge.statusCode, challenge.json().code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(await readiness()).toEqual({
      status: 'ready',
      checks: { database: true, redis: 'degraded', draining: false },
    });

    await redis.start();
    await expect.poll(async () => (await failedCommands()).up, { timeout: 10_000, interval: 100 }).toBe(true);
    expect((await login()).statusCode).toBe(200);
    expect(await readiness()).toEqual({ status: 'ready', checks: { database: true, redis: 'up', draining: false } });
  }, 60_000);

  it('keeps reads answering when it hangs with its sockets open: a few wait the timeout, the rest none', async () => {
    const before = await failedCommands();
    redis.freeze();
    try {
      expect(await readers()).toEqual([200]);
      const frozen = await failedCommands();
      // The reads in flight when it froze waited out the timeout or failed with the connection
      // that the first timeout dropped (one per client at most), and each reconnection's check
      // waits too; every later read was refused at once.
      const reads = CLIENTS * READS_PER_CLIENT;
      const waited = frozen.timedOut - before.timedOut;
      expect(waited).toBeLessThan(reads / 4);
      expect(frozen.refused - before.refused).toBeGreaterThanOrEqual(reads - waited - CLIENTS);
      expect(await readiness()).toMatchObject({ status: 'ready', checks: { redis: 'degraded' } });
    } finally {
      redis.thaw();
    }
    await expect.poll(async () => (await failedCommands()).up, { timeout: 10_000, interval: 100 }).toBe(true);
  }, 60_000);
});
