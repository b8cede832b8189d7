import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponse } from '@tarot/contract/health';
import { startTestServer, type TestServer } from './harness';

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
