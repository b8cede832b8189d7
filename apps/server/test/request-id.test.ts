import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string, requestId?: string) =>
  server.app.inject({ method: 'GET', url, headers: requestId === undefined ? {} : { 'x-request-id': requestId } });

describe('X-Request-Id', () => {
  it('is a fresh UUID when the request brings none, different for each request', async () => {
    const [first, second] = await Promise.all([get('/api/health/live'), get('/api/health/live')]);
    expect(first?.headers['x-request-id']).toMatch(UUID);
    expect(second?.headers['x-request-id']).toMatch(UUID);
    expect(first?.headers['x-request-id']).not.toBe(second?.headers['x-request-id']);
  });

  it("echoes a caller's short safe id, so one id follows the request across services", async () => {
    const response = await get('/api/health/live', 'lb-7f3a.2026:11_24');
    expect(response.headers['x-request-id']).toBe('lb-7f3a.2026:11_24');
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'two words'],
    ['with markup', '<script>'],
    ['empty', ''],
  ])('replaces an unsafe id (%s) with a UUID', async (_case, unsafe) => {
    const response = await get('/api/health/live', unsafe);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('is on a 404 for an unknown route', async () => {
    const response = await get('/api/no-such-route', 'trace-404');
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('trace-404');
  });

  it('is on a 400 for invalid input', async () => {
    const response = await get('/api/v1/almanac/not-a-date', 'trace-400');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PARAM' });
    expect(response.headers['x-request-id']).toBe('trace-400');
  });

  it('is the id the request logs as reqId', async () => {
    let logged: string | undefined;
    const probe = await startTestServer({
      extend: (app) => {
        app.addHook('onResponse', async (request) => {
          logged = request.id;
        });
      },
    });
    const response = await probe.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.headers['x-request-id']).toBe(logged);
    await probe.close();
  });
});
