import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponse, userProfile } from '@tarot/contract/auth';
import { COMMON_PASSWORD_COUNT } from '../src/modules/accounts/auth/passwords';
import { startTestServer, TEST_TOKEN_SECRET, type TestServer } from './harness';
import { sessionIdOf } from './session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
const uniqueName = () => `user_${Date.now().toString(36)}_${(counter += 1)}`;
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload, headers });
const me = (token: string) =>
  server.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

async function register(password = 'tarot2026!') {
  const username = uniqueName();
  const response = await post('/api/auth/register', { username, nickname: '小星', password });
  expect(response.statusCode).toBe(200);
  return { username, password, session: sessionResponse.parse(response.json()) };
}

const sign = (claims: Record<string, unknown>, secret = TEST_TOKEN_SECRET, alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg }).sign(new TextEncoder().encode(secret));

describe('registering and signing in', () => {
  it('registers, answers a 2-hour token with its expiry in ms, and signs in by username', async () => {
    const before = Date.now();
    const { username, password, session } = await register();
    expect(session.tokenExpired).toBeGreaterThanOrEqual(before + 7_199_000);
    expect(session.tokenExpired).toBeLessThanOrEqual(Date.now() + 7_200_000);
    expect(session.user).toMatchObject({ username, nickname: '小星', role: ['user'], hasPassword: true });
    expect(session.user.inviteCode).toMatch(/^[A-Za-z0-9]{20}$/);
    const login = await post('/api/auth/login', { account: username.toUpperCase(), password });
    expect(login.statusCode).toBe(200);
    expect(userProfile.parse((await me(sessionResponse.parse(login.json()).token)).json()).username).toBe(username);
  });

  it('refuses a taken username, in any case', async () => {
    const { username } = await register();
    const again = await post('/api/auth/register', {
      username: username.toUpperCase(),
      nickname: 'x',
      password: 'another9!',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('uni-id-account-exists');
  });

  it.each(['abc12', 'abcdefgh', '12345678', 'password1', 'a'.repeat(21) + '1'])(
    'refuses the password %s (length, one kind only, or common)',
    async (password) => {
      const response = await post('/api/auth/register', { username: uniqueName(), nickname: 'x', password });
      expect(response.statusCode).toBe(400);
      expect(['uni-id-weak-password', 'INVALID_PARAM']).toContain(response.json().code);
    },
  );

  it('ships a list of at least 1,000 common passwords', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(1_000);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const { username } = await register();
    const unknown = await post('/api/auth/login', { account: 'nobody_here_at_all', password: 'whatever1!' });
    const wrong = await post('/api/auth/login', { account: username, password: 'whatever1!' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().code).toBe('uni-id-password-error');
  });

  it('locks password login for the account from that address after six wrong passwords', async () => {
    const { username, password } = await register();
    const attempt = (pass: string, ip = '10.0.0.1') =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { account: username, password: pass },
        remoteAddress: ip,
      });
    for (let i = 0; i < 6; i += 1) expect((await attempt('wrong-pass1')).statusCode).toBe(401);
    const seventh = await attempt(password);
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json().code).toBe('uni-id-password-error-exceed-limit');
    // Another address is not locked out by someone else's guessing.
    expect((await attempt(password, '10.0.0.2')).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('refuses a missing, malformed, unsigned (alg: none), foreign-key or tampered token', async () => {
    const { session } = await register();
    const missing = await server.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('uni-id-check-token-failed');
    const [header, payload] = session.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ uid: session.user.uid, role: ['admin'], permission: [], ver: 0, exp: 9e9 })).toString('base64url')}.${session.token.split('.')[2]}`;
    const foreign = await sign(
      { uid: session.user.uid, role: ['user'], permission: [], ver: 0, exp: Math.floor(Date.now() / 1000) + 600 },
      'another-secret-another-secret-another-secret',
    );
    const hs512 = await sign(
      { uid: session.user.uid, role: ['user'], permission: [], ver: 0, exp: Math.floor(Date.now() / 1000) + 600 },
      TEST_TOKEN_SECRET,
      'HS512',
    );
    for (const token of ['garbage', none, tampered, foreign, hs512]) {
      const response = await me(token);
      expect(response.statusCode, token).toBe(401);
      expect(response.json().code).toBe('uni-id-check-token-failed');
    }
  });

  it('refuses an expired token with its own code', async () => {
    const { session } = await register();
    const expired = await sign({
      uid: session.user.uid,
      role: ['user'],
      permission: [],
      ver: 0,
      exp: Math.floor(Date.now() / 1000) - 5,
    });
    const response = await me(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('uni-id-token-expired');
  });

  it('renews a token with less than an hour left, in New-Token and New-Token-Expired', async () => {
    const { session } = await register();
    const fresh = await me(session.token);
    expect(fresh.headers['new-token']).toBeUndefined();
    const ageing = await sign({
      uid: session.user.uid,
      sid: sessionIdOf(session.token),
      role: ['user'],
      permission: [],
      ver: 0,
      exp: Math.floor(Date.now() / 1000) + 1_800,
    });
    const renewed = await me(ageing);
    expect(renewed.statusCode).toBe(200);
    const token = String(renewed.headers['new-token']);
    expect(Number(renewed.headers['new-token-expired'])).toBeGreaterThan(Date.now() + 7_000_000);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('signs out only the device that logs out', async () => {
    const { username, password, session } = await register();
    const second = sessionResponse.parse((await post('/api/auth/login', { account: username, password })).json());
    const logout = await post('/api/auth/logout', {}, { authorization: `Bearer ${session.token}` });
    expect(logout.statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(200);
  });
});
