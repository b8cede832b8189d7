import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedApiKey } from '@tarot/contract/access';
import { signUpAdmin } from './admin';
import { startTestServer, type TestServer } from './harness';

/**
 * The router decodes a URL before it matches a route, so every rule that depends on the path
 * must see the router's path: access rules (20101), API key quotas and rate-limit groups hold
 * for encoded variants of a protected route and for the absolute form `GET http://host/…`.
 * Sent over a real socket: an injected request cannot carry the absolute form.
 */
let server: TestServer;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let port: number;

beforeAll(async () => {
  server = await startTestServer({ config: { rateLimit: { scale: 1, redisPrefix: 'unused:' } } });
  admin = await signUpAdmin(server);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server.close());

/** Sends `target` exactly as written (origin or absolute form) and answers status and body. */
function send(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const asAdmin = (method: string, path: string, payload?: object) =>
  server.app.inject({ method: method as 'POST', url: path, headers: admin.headers, ...(payload && { payload }) });

/** Ways of writing one path that the router takes for it. */
const variants = (path: string): string[] => {
  const [, first, ...rest] = path.split('/');
  const encodeFirst = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;
  const encodeLast = (segment: string) =>
    `${segment.slice(0, -1)}%${segment
      .charCodeAt(segment.length - 1)
      .toString(16)
      .toUpperCase()}`;
  return [
    path,
    `/${encodeFirst(first!)}/${rest.join('/')}`,
    `/${first}/${encodeLast(rest[0]!)}/${rest.slice(1).join('/')}`.replace(/\/$/, ''),
    `http://127.0.0.1${path}`,
    `http://127.0.0.1/${encodeFirst(first!)}/${rest.join('/')}`,
  ];
};

describe('variants of a path', () => {
  it('reach the route they name (so the rules below have something to guard)', async () => {
    for (const target of variants('/api/v1/almanac/2024-01-01')) {
      expect([target, (await send('GET', target)).status]).toEqual([target, 200]);
    }
  });
});

describe('access rules decide on the router’s path', () => {
  const protectedRoutes = ['/api/v1/almanac/2024-01-01', '/api/stat/config', '/api/app-config'];

  it('refuses every encoded and absolute-form variant of every route under a listed group', async () => {
    const groups = ['/api/v1', '/api/stat', '/api/app-config'];
    const rules = [];
    for (const routeGroup of groups) {
      const added = await asAdmin('POST', '/api/admin/access/rules', {
        routeGroup,
        clientId: 'tarot-web',
        platform: 'pwa',
      });
      expect(added.statusCode).toBe(200);
      rules.push(added.json().id as string);
    }
    try {
      for (const route of protectedRoutes) {
        for (const target of variants(route)) {
          const answer = await send('GET', target, { 'x-client-id': 'intruder', 'x-client-platform': 'pwa' });
          expect([target, answer.status, answer.body.code]).toEqual([target, 403, '20101']);
        }
        const allowed = await send('GET', route, { 'x-client-id': 'tarot-web', 'x-client-platform': 'pwa' });
        expect(allowed.status).toBe(200);
      }
    } finally {
      for (const id of rules) await asAdmin('DELETE', `/api/admin/access/rules/${id}`);
    }
  });
});

describe('API key quotas count the router’s path', () => {
  it('refuses a key over its quota on every variant of a calendar route', async () => {
    const issued = await asAdmin('POST', '/api/admin/access/keys', { name: 'partner', dailyQuota: 1, perMinute: 100 });
    const { secret } = issuedApiKey.parse(issued.json());
    const headers = { 'x-api-key': secret };
    expect((await send('GET', '/api/v1/almanac/2024-01-01', headers)).status).toBe(200);
    for (const target of variants('/api/v1/almanac/2024-01-02')) {
      const answer = await send('GET', target, headers);
      expect([target, answer.status, answer.body.code]).toEqual([target, 429, 'RATE_LIMITED']);
    }
  });
});

describe('rate-limit groups follow the router', () => {
  it('counts encoded and absolute-form registrations in the register group (ten an hour per address)', async () => {
    const statuses: number[] = [];
    const targets = variants('/api/auth/register');
    for (let i = 0; i < 12; i += 1) {
      const target = targets[i % targets.length]!;
      const body = { username: `enc${i}_${Date.now().toString(36)}`, nickname: '读者', password: 'tarot2026!' };
      statuses.push((await send('POST', target, {}, body)).status);
    }
    // The admin's own registration above was the first of the ten.
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });
});
