import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponse } from '@tarot/contract/auth';
import { createLoginLimiter, LOCK_WINDOW_MS } from '../src/modules/accounts/auth/login-limiter';
import { createMemoryState } from '../src/providers/shared-state/memory-state';
import { startTestServer, type TestServer } from './harness';

/** Who is counted, for how long, and which address is believed. */

let counter = 0;
const uniqueName = () => `lock_${Date.now().toString(36)}_${(counter += 1)}`;

async function register(server: TestServer) {
  const username = uniqueName();
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, nickname: '守门人', password: 'tarot2026!' },
  });
  expect(response.statusCode).toBe(200);
  return { username, session: sessionResponse.parse(response.json()) };
}

const login = (server: TestServer, account: string, password: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { account, password },
    remoteAddress: '10.1.2.3',
    headers,
  });

describe('the password lock', () => {
  it('lasts a full hour from the sixth wrong password, however old the first one is', async () => {
    let now = 0;
    const limiter = createLoginLimiter(
      createMemoryState(() => now),
      'test',
    );
    const guess = (right: boolean) => limiter.attempt('uid:1', '10.0.0.1', async () => right);
    const locked = { code: 'uni-id-password-error-exceed-limit' };
    expect(await guess(false)).toBe(false);
    now = LOCK_WINDOW_MS - 60_000; // 59 minutes later, five more
    for (let i = 0; i < 5; i += 1) expect(await guess(false)).toBe(false);
    await expect(guess(true)).rejects.toMatchObject(locked);
    now += LOCK_WINDOW_MS - 1;
    await expect(guess(true)).rejects.toMatchObject(locked);
    now += 1;
    // The count started afresh: five more wrong passwords do not lock again.
    for (let i = 0; i < 5; i += 1) expect(await guess(false)).toBe(false);
    expect(await guess(true)).toBe(true);
  });

  it('lets a right password within the first six through and starts the count afresh', async () => {
    const limiter = createLoginLimiter(createMemoryState(), 'test');
    const guess = (right: boolean) => limiter.attempt('uid:2', '10.0.0.2', async () => right);
    for (let i = 0; i < 5; i += 1) await guess(false);
    expect(await guess(true)).toBe(true);
    for (let i = 0; i < 5; i += 1) expect(await guess(false)).toBe(false);
    expect(await guess(true)).toBe(true);
  });

  it('checks a password only under a reserved attempt: six of a burst of forty', async () => {
    const limiter = createLoginLimiter(createMemoryState(), 'test');
    let checked = 0;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        limiter.attempt('uid:3', '10.0.0.3', async () => {
          checked += 1;
          return false;
        }),
      ),
    );
    expect(checked).toBe(6);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(6);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(34);
  });
});

describe('signing in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('counts one account once, whether its username or its number was typed', async () => {
    const { username, session } = await register(server);
    const mobile = `139${String(Date.now()).slice(-8)}`;
    await server.app.inject({ method: 'POST', url: '/api/auth/sms-code', payload: { mobile, scene: 'bind-mobile' } });
    const inbox = (await server.app.inject({ method: 'GET', url: `/api/dev/inbox?to=${mobile}` })).json();
    const code = /(\d{6})/.exec(inbox.messages[0].text)![1]!;
    const bound = await server.app.inject({
      method: 'POST',
      url: '/api/user/bind-mobile',
      payload: { mobile, code },
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(bound.statusCode).toBe(200);

    for (let i = 0; i < 3; i += 1) expect((await login(server, username, 'wrong-pass1')).statusCode).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await login(server, mobile, 'wrong-pass1')).statusCode).toBe(401);
    expect((await login(server, username, 'tarot2026!')).statusCode).toBe(429);
    expect((await login(server, mobile, 'tarot2026!')).statusCode).toBe(429);
  });

  it('does not believe a client’s X-Forwarded-For unless told to trust its proxy', async () => {
    const { username } = await register(server);
    for (let i = 0; i < 6; i += 1) {
      const spoofed = await login(server, username, 'wrong-pass1', { 'x-forwarded-for': `203.0.113.${i}` });
      expect(spoofed.statusCode).toBe(401);
    }
    const locked = await login(server, username, 'tarot2026!', { 'x-forwarded-for': '198.51.100.7' });
    expect(locked.statusCode).toBe(429);
  });

  it('refuses a username shaped like a mobile number, which would stand for someone’s phone', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: '13912345678', nickname: '冒名', password: 'tarot2026!' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAM');
  });
});

describe('behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { trustProxy: ['10.1.2.3'] } });
  });
  afterAll(() => server.close());

  it('counts by the address the proxy reports', async () => {
    const { username } = await register(server);
    for (let i = 0; i < 6; i += 1) {
      await login(server, username, 'wrong-pass1', { 'x-forwarded-for': '203.0.113.50' });
    }
    expect((await login(server, username, 'tarot2026!', { 'x-forwarded-for': '203.0.113.50' })).statusCode).toBe(429);
    expect((await login(server, username, 'tarot2026!', { 'x-forwarded-for': '203.0.113.51' })).statusCode).toBe(200);
  });
});

describe('in production without SMS, e-mail and real-name services', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { env: 'production' } });
  });
  afterAll(() => server.close());

  it('has no development inbox', async () => {
    const inbox = await server.app.inject({ method: 'GET', url: '/api/dev/inbox?to=13800138000' });
    expect(inbox.statusCode).toBe(404);
  });

  it('answers 503 instead of writing codes to the log or trusting any ID number', async () => {
    const sms = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sms-code',
      payload: { mobile: '13800138000', scene: 'login' },
    });
    expect(sms.statusCode).toBe(503);
    expect(sms.json().code).toBe('SERVICE_UNAVAILABLE');
    const email = await server.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email: 'reader@example.com', scene: 'register-email' },
    });
    expect(email.statusCode).toBe(503);
    const { session } = await register(server);
    const realName = await server.app.inject({
      method: 'POST',
      url: '/api/user/realname',
      payload: { realName: '张三', idNumber: '11010519491231002X' },
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(realName.statusCode).toBe(503);
    expect(realName.json().code).toBe('SERVICE_UNAVAILABLE');
  });
});
