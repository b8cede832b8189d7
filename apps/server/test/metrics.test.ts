import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config';
import { startTestServer, type TestServer } from './harness';

const TOKEN = 'metrics-token-for-the-tests-0001';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { metricsToken: TOKEN } });
});
afterAll(() => server.close());

const scrape = (authorization?: string) =>
  server.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await startTestServer();
    const response = await plain.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    await plain.close();
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer metrics-token-for-the-tests-0002'],
    ['the token under another scheme', `Basic ${TOKEN}`],
  ])('refuses %s with 401 AUTH_FAILED', async (_case, authorization) => {
    const response = await scrape(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'AUTH_FAILED' });
  });

  it('counts requests by route pattern, method and status class, never by raw URL', async () => {
    await server.app.inject({ method: 'GET', url: '/api/v1/almanac/2026-11-24' });
    await server.app.inject({ method: 'GET', url: '/api/v1/almanac/2026-11-25' });
    await server.app.inject({ method: 'GET', url: '/api/v1/almanac/not-a-date' });
    await server.app.inject({ method: 'GET', url: '/api/no-such-route/12345' });

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const body = response.body;
    // One sample per line, as Prometheus reads it (not a JSON-quoted string).
    expect(body).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/v1\/almanac\/:date",status_class="2xx"\} 2$/m,
    );
    expect(body).toContain('http_requests_total{method="GET",route="/api/v1/almanac/:date",status_class="4xx"} 1');
    expect(body).toContain('http_requests_total{method="GET",route="unmatched",status_class="4xx"} 1');
    expect(body).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v1/almanac/:date"',
    );
    expect(body).not.toMatch(/2026-11-2[45]|not-a-date|12345/);
  });

  it('reports the process metrics, and the connection pool on PostgreSQL', async () => {
    const { body } = await scrape(`Bearer ${TOKEN}`);
    expect(body).toContain('process_cpu_user_seconds_total');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
    if (process.env.TEST_DATABASE_URL) {
      expect(body).toMatch(/^db_pool_connections\{state="open"\} \d+$/m);
      expect(body).toMatch(/^db_pool_waiting_queries 0$/m);
    } else {
      expect(body).not.toContain('db_pool_');
    }
  });

  it('keeps each app its own counts (several apps run in one process)', async () => {
    const other = await startTestServer({ config: { metricsToken: TOKEN } });
    const { body } = await other.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(body).not.toContain('route="/api/v1/almanac/:date"');
    await other.close();
  });
});

describe('METRICS_TOKEN', () => {
  it('is read from the environment and must be at least 16 characters', () => {
    expect(parseConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(parseConfig({}).metricsToken).toBeUndefined();
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
