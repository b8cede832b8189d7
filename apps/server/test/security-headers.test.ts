import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/**
 * The security headers every answer carries, as @fastify/helmet sent them when it built
 * them on each request (recorded from that version): the headers are now computed once at
 * start-up, and must not change. The webview origin shows the one variation, by config.
 */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
    "font-src 'self' data:;connect-src 'self';manifest-src 'self';worker-src 'self' blob:;" +
    "media-src 'self' blob:;object-src 'none';base-uri 'self';form-action 'self';" +
    "frame-ancestors 'self';frame-src 'self' https://charts.example.com",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** The general rate limit's count on API routes (the test rig scales the limits by 1,000). */
const RATE_LIMIT = { 'x-ratelimit-limit': '300000', 'x-ratelimit-reset': '60' };

/** Headers that differ on every request, count or build; the test checks their form. */
const VOLATILE: Record<string, RegExp> = {
  date: /GMT$/,
  'x-request-id': /^[0-9a-f-]{36}$/,
  'x-ratelimit-remaining': /^\d+$/,
  'content-length': /^\d+$/,
  etag: /^(W\/)?"/,
  'last-modified': /GMT$/,
};

let server: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = path.join(tmpdir(), `security-headers-web-${process.pid}-${Date.now()}`);
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(webDist, 'sw.js'), 'self.skipWaiting()');
  server = await startTestServer({ config: { webDist, webviewOrigins: ['https://charts.example.com'] } });
});
afterAll(async () => {
  await server.close();
  await rm(webDist, { recursive: true, force: true });
});

/** Every header of the answer to GET `url`, the volatile ones checked for form and left out. */
async function headersOf(url: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  const response = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  const headers: Record<string, unknown> = { ...response.headers };
  for (const [name, form] of Object.entries(VOLATILE)) {
    if (headers[name] !== undefined) expect(String(headers[name]), `${url} ${name}`).toMatch(form);
    delete headers[name];
  }
  expect(response.headers.date, url).toBeDefined();
  expect(response.headers['x-request-id'], url).toBeDefined();
  return { status: response.statusCode, headers };
}

describe('security headers', () => {
  it('are the same full set on the HTML shell, API JSON, an error, a 404 and the service worker', async () => {
    expect(await headersOf('/tarot/')).toEqual({
      status: 200,
      headers: {
        ...SECURITY_HEADERS,
        'accept-ranges': 'bytes',
        'cache-control': 'no-cache',
        'content-type': 'text/html; charset=utf-8',
        connection: 'keep-alive',
        vary: 'accept-encoding',
      },
    });
    expect(await headersOf('/api/v1/almanac/2026-11-22')).toEqual({
      status: 200,
      headers: {
        ...SECURITY_HEADERS,
        ...RATE_LIMIT,
        'cache-control': 'public, max-age=86400',
        'content-type': 'application/json; charset=utf-8',
        connection: 'keep-alive',
      },
    });
    for (const [url, status] of [
      ['/api/v1/almanac/2026-02-30', 400],
      ['/api/no-such-route', 404],
    ] as const) {
      expect(await headersOf(url)).toEqual({
        status,
        headers: {
          ...SECURITY_HEADERS,
          ...RATE_LIMIT,
          'content-type': 'application/json; charset=utf-8',
          connection: 'keep-alive',
        },
      });
    }
    // A worker runs under the policy its own script arrives with.
    expect(await headersOf('/tarot/sw.js')).toEqual({
      status: 200,
      headers: {
        ...SECURITY_HEADERS,
        'accept-ranges': 'bytes',
        'cache-control': 'no-cache',
        'content-type': 'application/javascript; charset=utf-8',
        connection: 'keep-alive',
        vary: 'accept-encoding',
      },
    });
  });

  it("are only those a subresource heeds on the build's hashed files", async () => {
    expect(await headersOf('/tarot/assets/index-abc123.js')).toEqual({
      status: 200,
      headers: {
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'accept-ranges': 'bytes',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-type': 'application/javascript; charset=utf-8',
        connection: 'keep-alive',
        vary: 'accept-encoding',
      },
    });
  });
});
