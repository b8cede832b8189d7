import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponse, livenessResponse, readinessResponse } from '@tarot/contract/health';
import { startTestServer, type TestServer } from './harness';

/** Set in CI: then readiness is also checked against a real Redis. */
const redisUrl = process.env.TEST_REDIS_URL || undefined;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/health', () => {
  it('reports the database up with its version and applied migrations', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthResponse.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('up');
    expect(body.database.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.database.version).toMatch(/^\d+(\.\d+)?/);
    expect(body.database.migrations).toBeGreaterThanOrEqual(1);
    expect(body.versions).toMatchObject({ app: '1.0.7', versionCode: 100060, node: process.version });
  });

  it('answers 503 and "degraded" once the database is gone', async () => {
    const broken = await startTestServer();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    // the onClose hook closes the database again; both drivers tolerate that
    await broken.close().catch(() => undefined);
  });
});

describe('GET /api/health/live', () => {
  it('answers 200 while the process runs, even without a database', async () => {
    const broken = await startTestServer();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(livenessResponse.parse(response.json())).toEqual({ status: 'ok' });
    await broken.close().catch(() => undefined);
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 with every check passing on a migrated, reachable database', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(readinessResponse.parse(response.json())).toEqual({
      status: 'ready',
      checks: { database: true, draining: false },
    });
  });

  it('answers 503 once the database is gone', async () => {
    const broken = await startTestServer();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not-ready', checks: { database: false, draining: false } });
    await broken.close().catch(() => undefined);
  });

  it("answers 503 while the database lacks one of this build's migrations", async () => {
    const behind = await startTestServer();
    await behind.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const response = await behind.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not-ready', checks: { database: false, draining: false } });
    await behind.close();
  });

  it('answers 503 while the server drains, so load balancers route elsewhere', async () => {
    const stopping = await startTestServer();
    // A deadline already past: draining starts and the wait ends at once.
    await stopping.app.drain.start(Date.now());
    const response = await stopping.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not-ready', checks: { database: true, draining: true } });
    await stopping.close();
  });

  it('stays ready and reports Redis degraded when REDIS_URL names a Redis that does not answer', async () => {
    // Port 1: nothing listens there, so every PING is refused. Every instance shares the one
    // Redis: taking them all out of the load balancer would make a partial outage a full one.
    const cutOff = await startTestServer({ config: { redisUrl: 'redis://127.0.0.1:1' } });
    const response = await cutOff.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: true, redis: 'degraded', draining: false },
    });
    await cutOff.close();
  });

  it.runIf(redisUrl)('answers 200 with Redis reachable (TEST_REDIS_URL)', async () => {
    const shared = await startTestServer({ config: { redisUrl } });
    const response = await shared.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: true, redis: 'up', draining: false } });
    await shared.close();
  });

  it('is never rate limited, like /api/health', async () => {
    const responses = await Promise.all(
      ['/api/health/live', '/api/health/ready'].map((url) => server.app.inject({ method: 'GET', url })),
    );
    for (const response of responses) expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('the health probes in the API reference', () => {
  it('documents live and ready in /api/openapi.json', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/health/live', '/api/health/ready']));
  });
});
