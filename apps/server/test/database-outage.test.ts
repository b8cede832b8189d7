import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { startOwnPostgres, type OwnPostgres } from './own-postgres';
import { signUp } from './session';

/**
 * PostgreSQL stops under a running server and comes back: every route that needs it answers
 * 503 SERVICE_UNAVAILABLE with Retry-After meanwhile (never 500), liveness stays 200, and the
 * same server answers again once the database is back, without a restart. The suite on
 * PostgreSQL would only repeat this on the same kind of server of its own: it runs once.
 */
describe.runIf(!process.env.TEST_DATABASE_URL)('a database that goes away', () => {
  let postgres: OwnPostgres;
  let server: TestServer;
  let member: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    server = await startTestServer({ postgresUrl: postgres.url });
    member = await signUp(server);
  });
  afterAll(async () => {
    postgres.start();
    await server.close();
    postgres.remove();
  });

  const requests = () =>
    [
      { method: 'GET', url: '/api/articles' },
      { method: 'GET', url: '/api/auth/me', headers: member.headers },
      { method: 'GET', url: '/api/points', headers: member.headers },
      { method: 'POST', url: '/api/points/check-in', headers: member.headers },
      {
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: `outage_${Date.now().toString(36)}`, nickname: '读者', password: 'tarot2026!' },
      },
      { method: 'POST', url: '/api/auth/login', payload: { account: 'nobody_here', password: 'tarot2026!' } },
    ] as const;

  it('answers 503 with Retry-After on every route that needs it, keeps liveness, and recovers', async () => {
    postgres.stop();
    for (const request of requests()) {
      const response = await server.app.inject(request);
      expect([request.url, response.statusCode, response.json().code]).toEqual([
        request.url,
        503,
        'SERVICE_UNAVAILABLE',
      ]);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);

    postgres.start();
    await expect
      .poll(async () => (await server.app.inject({ method: 'GET', url: '/api/articles' })).statusCode, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(200);
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: member.headers });
    expect(me.statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  }, 60_000);
});
