import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@tarot/contract/errors';
import {
  RATE_LIMIT_EXEMPT_ROUTES,
  RATE_LIMIT_GROUPS,
  RATE_LIMITED_ROUTES,
  type RateLimitGroup,
} from '@tarot/contract/rate-limits';
import { ConfigError, parseConfig, type Config } from '../src/config';
import { startSibling, startTestServer, type TestServer } from './harness';
import { multipartBody } from './multipart';
import { signUp } from './session';

/**
 * The real limits (scale 1) on servers of their own: a burst fired at once gets exactly a
 * group's limit through and the rest `429 RATE_LIMITED` with `Retry-After`. Every case runs on
 * the in-process counters and, when TEST_REDIS_URL names a Redis server (CI sets it), on Redis.
 */
const redisUrl = process.env.TEST_REDIS_URL || undefined;
/** How many requests past the limit each burst fires. */
const OVER = 20;
const { default: DEFAULT, register, login, codes, feedback, ratings, uploads, reports, devices } = RATE_LIMIT_GROUPS;

/** The real limits (`scale` 1), counted in `redis` when given, under a prefix of this server's own (test runs share Redis). */
const realLimits = ({ redis, scale = 1 }: { redis?: string; scale?: number } = {}): Partial<Config> => ({
  redisUrl: redis,
  rateLimit: { scale, redisPrefix: `tarot:test-${randomBytes(6).toString('hex')}:rate-limit:` },
});

let lastAddress = 0;
/** A fresh client address, so each case starts with full budgets. */
const newAddress = () => {
  lastAddress += 1;
  return `10.0.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

let lastName = 0;
const uniqueName = (prefix: string) => `${prefix}${(lastName += 1)}_${Date.now().toString(36)}`;

/** Sends `count` requests at once and sorts the answers into the ones the limiter refused and the rest. */
async function burst(count: number, send: (index: number) => Promise<LightMyRequestResponse>) {
  const responses = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  const isRefused = (response: LightMyRequestResponse) =>
    response.statusCode === 429 && response.json().code === 'RATE_LIMITED';
  return { passed: responses.filter((response) => !isRefused(response)), refused: responses.filter(isRefused) };
}

const statuses = (responses: readonly LightMyRequestResponse[]) => [...new Set(responses.map((r) => r.statusCode))];

/** Exactly `limit` through, and every one past it refused with the catalogue's answer and a wait within the window. */
function expectHeld(result: Awaited<ReturnType<typeof burst>>, limit: number, group: RateLimitGroup) {
  expect(result.passed).toHaveLength(limit);
  expect(result.refused).toHaveLength(OVER);
  for (const response of result.refused) {
    expect(response.json()).toEqual({ code: 'RATE_LIMITED', message: SERVER_ERRORS.RATE_LIMITED.message });
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(group.windowSeconds);
  }
}

const appConfig = (remoteAddress: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'GET',
  url: '/api/app-config',
  remoteAddress,
  headers,
});

const stores = [{ store: 'in-process', redis: undefined }, ...(redisUrl ? [{ store: 'Redis', redis: redisUrl }] : [])];

describe.each(stores)('the real rate limits, counted $store', ({ redis }) => {
  let server: TestServer;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'tarot-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>塔罗</title>');
    server = await startTestServer({
      config: { ...realLimits({ redis }), webDist },
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('names only routes the server has', () => {
    for (const route of [...Object.keys(RATE_LIMITED_ROUTES), ...RATE_LIMIT_EXEMPT_ROUTES]) {
      const [method = '', url = ''] = route.split(' ');
      expect(server.app.hasRoute({ method, url }), route).toBe(true);
    }
  });

  it('lets each visitor address make its own default budget of requests', async () => {
    const [first, second] = [newAddress(), newAddress()];
    const [a, b] = await Promise.all([
      burst(DEFAULT.perAddress + OVER, () => server.app.inject(appConfig(first))),
      burst(DEFAULT.perAddress + OVER, () => server.app.inject(appConfig(second))),
    ]);
    for (const result of [a, b]) {
      expectHeld(result, DEFAULT.perAddress, DEFAULT);
      expect(statuses(result.passed)).toEqual([200]);
    }
  });

  it('counts each member by account, apart from one another and from their shared address', async () => {
    const members = [await signUp(server), await signUp(server)];
    const shared = newAddress();
    const perMember = await Promise.all(
      members.map(({ headers }) =>
        burst(DEFAULT.perMember + OVER, () => server.app.inject(appConfig(shared, headers))),
      ),
    );
    for (const result of perMember) expectHeld(result, DEFAULT.perMember, DEFAULT);
    const visitors = await burst(DEFAULT.perAddress + OVER, () => server.app.inject(appConfig(shared)));
    expectHeld(visitors, DEFAULT.perAddress, DEFAULT);
  });

  it('counts a request with an invalid token by its address, with the visitors there, before the login check', async () => {
    const address = newAddress();
    const forged = { authorization: `Bearer ${randomBytes(24).toString('base64url')}` };
    // A members' route: the guard refuses every one of them, but only once the limiter has counted it.
    const result = await burst(DEFAULT.perAddress + OVER, (index) =>
      server.app.inject({
        method: 'GET',
        url: '/api/points',
        remoteAddress: address,
        headers: index % 2 ? forged : {},
      }),
    );
    expectHeld(result, DEFAULT.perAddress, DEFAULT);
    expect(statuses(result.passed)).toEqual([401]);
  });

  it('counts requests for routes that do not exist', async () => {
    const address = newAddress();
    const scan = await burst(DEFAULT.perAddress + OVER, (index) =>
      server.app.inject({ method: 'GET', url: `/api/no-such-route-${index}`, remoteAddress: address }),
    );
    expectHeld(scan, DEFAULT.perAddress, DEFAULT);
    expect(statuses(scan.passed)).toEqual([404]);
  });

  it('never counts the health check or the web app’s files', async () => {
    const address = newAddress();
    for (const url of ['/api/health', '/tarot/']) {
      const result = await burst(DEFAULT.perAddress + OVER, () =>
        server.app.inject({ method: 'GET', url, remoteAddress: address }),
      );
      expect(result.refused).toHaveLength(0);
      expect(statuses(result.passed)).toEqual([200]);
    }
  });

  it('holds registration to one count across its three routes, per address', async () => {
    const address = newAddress();
    const routes = ['/api/auth/register', '/api/auth/register-by-email', '/api/auth/register-admin'];
    // Bodies the routes refuse: the limiter counts a request before its body is even read.
    const result = await burst(register.perAddress + OVER, (index) =>
      server.app.inject({
        method: 'POST',
        url: routes[index % routes.length]!,
        payload: {},
        remoteAddress: address,
      }),
    );
    expectHeld(result, register.perAddress, register);
    expect(statuses(result.passed)).toEqual([400]);
  });

  it('holds logins from one address across different accounts (password spraying)', async () => {
    const address = newAddress();
    const result = await burst(login.perAddress + OVER, () =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { account: uniqueName('spray'), password: 'Summer2026!' },
        remoteAddress: address,
      }),
    );
    expectHeld(result, login.perAddress, login);
    expect(statuses(result.passed)).toEqual([401]);
  });

  it('holds SMS and e-mail code requests to one count, however many numbers they name', async () => {
    const address = newAddress();
    const result = await burst(codes.perAddress + OVER, (index) =>
      server.app.inject({
        method: 'POST',
        remoteAddress: address,
        ...(index % 2
          ? { url: '/api/auth/sms-code', payload: { mobile: `139${String(10_000_000 + index)}`, scene: 'login' } }
          : {
              url: '/api/auth/email-code',
              payload: { email: `${uniqueName('c')}@example.com`, scene: 'register-email' },
            }),
      }),
    );
    expectHeld(result, codes.perAddress, codes);
    expect(statuses(result.passed)).toEqual([200]);
  });

  it('holds feedback, ratings, usage reports and new usage device ids per address', async () => {
    const cases = [
      { group: feedback, url: '/api/feedback', payload: { content: 'The daily card is lovely' } },
      { group: ratings, url: '/api/ratings', payload: { stars: 5 } },
      {
        group: reports,
        url: '/api/stat/report',
        payload: {
          device: 'device-0123456789abcdef',
          lang: 'en',
          platform: 'web',
          version: '1',
          events: [],
        },
      },
      { group: devices, url: '/api/stat/device', payload: {} },
    ];
    for (const { group, url, payload } of cases) {
      const address = newAddress();
      const result = await burst(group.perAddress + OVER, () =>
        server.app.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress: address,
        }),
      );
      expectHeld(result, group.perAddress, group);
      expect(statuses(result.passed)).toEqual([200]);
    }
  });

  it('holds each member’s uploads, from whichever address they come', async () => {
    const { headers } = await signUp(server);
    // No file at all: the request still counts, and no image is processed.
    const empty = multipartBody([]);
    const result = await burst(uploads.perMember + OVER, () =>
      server.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: empty.payload,
        headers: { ...headers, ...empty.headers },
        remoteAddress: newAddress(),
      }),
    );
    expectHeld(result, uploads.perMember, uploads);
    expect(statuses(result.passed)).toEqual([400]);
  });
});

// Only with a Redis server to share; in-process counts are one instance's by design.
if (redisUrl) {
  describe('two instances sharing Redis', () => {
    let first: TestServer;
    let second: FastifyInstance;
    beforeAll(async () => {
      first = await startTestServer({ config: realLimits({ redis: redisUrl }) });
      second = await startSibling(first);
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('share one count, whichever instance each request reaches', async () => {
      const address = newAddress();
      const result = await burst(ratings.perAddress + OVER, (index) =>
        (index % 2 ? second : first.app).inject({
          method: 'POST',
          url: '/api/ratings',
          payload: { stars: 4 },
          remoteAddress: address,
        }),
      );
      expectHeld(result, ratings.perAddress, ratings);
    });
  });
}

describe('RATE_LIMIT_SCALE', () => {
  it('multiplies every limit and never lowers them', async () => {
    expect(parseConfig({}).rateLimit?.scale).toBe(1);
    expect(() => parseConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(ConfigError);
    const scale = 3;
    const server = await startTestServer({ config: realLimits({ scale }) });
    try {
      const address = newAddress();
      const result = await burst(scale * ratings.perAddress + OVER, () =>
        server.app.inject({ method: 'POST', url: '/api/ratings', payload: { stars: 5 }, remoteAddress: address }),
      );
      expectHeld(result, scale * ratings.perAddress, ratings);
    } finally {
      await server.close();
    }
  });
});

describe('an unreachable Redis', () => {
  it('lets requests through uncounted rather than refuse the whole app', async () => {
    // Port 9 (discard) on loopback: nothing listens there.
    const server = await startTestServer({ config: realLimits({ redis: 'redis://127.0.0.1:9' }) });
    try {
      const address = newAddress();
      const result = await burst(ratings.perAddress + OVER, () =>
        server.app.inject({
          method: 'POST',
          url: '/api/ratings',
          payload: { stars: 3 },
          remoteAddress: address,
        }),
      );
      expect(result.refused).toHaveLength(0);
      expect(statuses(result.passed)).toEqual([200]);
    } finally {
      await server.close();
    }
  });
});
