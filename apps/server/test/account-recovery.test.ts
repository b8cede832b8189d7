import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponse } from '@tarot/contract/auth';
import { CODE_RULES, createCodeService } from '../src/modules/accounts/auth/codes';
import { createCodeRepo } from '../src/modules/accounts/auth/code-repo';
import { startTestServer, TEST_TOKEN_SECRET, type TestServer } from './harness';
import { unique, newMobile as freshMobile, newIp as freshIp } from './fresh';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A fresh address and number per test, so one test's rate limits never touch another. */
const newEmail = () => `Reader.${unique()}@Example.com`;
const newMobile = () => freshMobile('137');
const newIp = () => freshIp('10.9');

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}, ip = newIp()) =>
  server.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });

async function codeSentTo(to: string): Promise<string> {
  const inbox = (await server.app.inject({ method: 'GET', url: `/api/dev/inbox?to=${encodeURIComponent(to)}` })).json();
  const match = /(\d{6})/.exec(inbox.messages[0]?.text ?? '');
  if (!match) throw new Error(`no code sent to ${to}`);
  return match[1]!;
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

async function registerByEmail(email: string, password = 'tarot2026!') {
  expect((await post('/api/auth/email-code', { email, scene: 'register-email' })).statusCode).toBe(200);
  const response = await post('/api/auth/register-by-email', {
    email,
    code: await codeSentTo(email),
    nickname: '星语',
    password,
  });
  expect(response.statusCode).toBe(200);
  return sessionResponse.parse(response.json());
}

describe('registering by e-mail', () => {
  it('sends a 6-digit code to the development inbox and registers the address in lower case', async () => {
    const email = newEmail();
    const sent = await post('/api/auth/email-code', { email, scene: 'register-email' });
    expect(sent.json()).toEqual({ expiresInSeconds: 180, resendAfterSeconds: 60 });
    const code = await codeSentTo(email);
    expect(code).toMatch(/^\d{6}$/);
    const session = sessionResponse.parse(
      (await post('/api/auth/register-by-email', { email, code, nickname: '星语', password: 'tarot2026!' })).json(),
    );
    expect(session.user.email).toBe(email.toLowerCase());
    expect(session.user.hasPassword).toBe(true);
    const login = await post('/api/auth/login', { account: email, password: 'tarot2026!' });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a reused code and a taken address', async () => {
    const email = newEmail();
    await registerByEmail(email);
    const reused = await post('/api/auth/register-by-email', {
      email,
      code: await codeSentTo(email),
      nickname: '又来',
      password: 'tarot2026!',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('uni-id-invalid-verify-code');

    const sentAgain = await post('/api/auth/email-code', { email: email.toUpperCase(), scene: 'register-email' });
    expect(sentAgain.statusCode).toBe(429); // the same address, whatever its case
  });

  it('answers account-exists only once a registered address has proved itself with a code', async () => {
    const email = newEmail();
    await registerByEmail(email);
    // A second code a minute later, issued with the server's own secret.
    const later = createCodeService(createCodeRepo(server.database.db), TEST_TOKEN_SECRET, () => Date.now() + 61_000);
    const { code } = await later.issue(email.toLowerCase(), 'register-email', '10.8.0.1');
    const again = await post('/api/auth/register-by-email', { email, code, nickname: '又来', password: 'tarot2026!' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('uni-id-account-exists');
  });

  it('kills a code after five wrong tries, so the 6th try fails even with the right code', async () => {
    const email = newEmail();
    await post('/api/auth/email-code', { email, scene: 'register-email' });
    const code = await codeSentTo(email);
    const body = { email, nickname: '星语', password: 'tarot2026!' };
    for (let i = 0; i < CODE_RULES.maxAttempts; i += 1) {
      const wrong = await post('/api/auth/register-by-email', { ...body, code: wrongCode(code) });
      expect(wrong.json().code).toBe('uni-id-invalid-verify-code');
    }
    const sixth = await post('/api/auth/register-by-email', { ...body, code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().code).toBe('uni-id-invalid-verify-code');
  });

  it('refuses a weak password before spending the code', async () => {
    const email = newEmail();
    await post('/api/auth/email-code', { email, scene: 'register-email' });
    const code = await codeSentTo(email);
    const weak = await post('/api/auth/register-by-email', { email, code, nickname: '星语', password: '123456' });
    expect(weak.json().code).toBe('uni-id-weak-password');
    const strong = await post('/api/auth/register-by-email', { email, code, nickname: '星语', password: 'tarot2026!' });
    expect(strong.statusCode).toBe(200);
  });

  it('keeps a code for one scene out of another', async () => {
    const email = newEmail();
    await post('/api/auth/email-code', { email, scene: 'reset-password' });
    const response = await post('/api/auth/register-by-email', {
      email,
      code: await codeSentTo(email),
      nickname: '星语',
      password: 'tarot2026!',
    });
    expect(response.json().code).toBe('uni-id-invalid-verify-code');
  });

  it.each([
    [{ email: 'not-an-address', scene: 'register-email' }],
    [{ email: 'a@example.com', scene: 'login' }],
    [{ email: `${'a'.repeat(250)}@example.com`, scene: 'register-email' }],
  ])('refuses %o as a bad parameter', async (payload) => {
    const response = await post('/api/auth/email-code', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAM');
  });
});

describe('e-mail codes on a fake clock', () => {
  it('allows a resend at 61 s but not at 59 s, expires after 180 s, and stops at ten a day', async () => {
    let clock = Date.parse('2026-11-22T09:00:00Z');
    const codes = createCodeService(createCodeRepo(server.database.db), 'fake-clock-secret', () => clock);
    const email = newEmail().toLowerCase();
    const first = await codes.issue(email, 'register-email', '10.20.0.1');
    clock += 59_000;
    await expect(codes.issue(email, 'register-email', '10.20.0.1')).rejects.toMatchObject({
      code: 'uni-id-verify-code-too-frequent',
    });
    clock += 2_000;
    const second = await codes.issue(email, 'register-email', '10.20.0.1');
    clock += 181_000;
    await expect(codes.consume(email, 'register-email', second.code)).rejects.toMatchObject({
      code: 'uni-id-invalid-verify-code',
    });
    await expect(codes.consume(email, 'register-email', first.code)).rejects.toMatchObject({
      code: 'uni-id-invalid-verify-code',
    });
    for (let sent = 2; sent < CODE_RULES.perTargetPerDay; sent += 1) {
      clock += 61_000;
      await codes.issue(email, sent % 2 ? 'register-email' : 'reset-password', `10.21.0.${sent}`);
    }
    clock += 61_000;
    await expect(codes.issue(email, 'register-email', '10.22.0.1')).rejects.toMatchObject({
      code: 'uni-id-verify-code-daily-limit',
    });
  });

  it('caps the codes one network address may ask for', async () => {
    let clock = Date.parse('2026-11-22T10:00:00Z');
    const codes = createCodeService(createCodeRepo(server.database.db), 'fake-clock-secret', () => clock);
    for (let sent = 0; sent < CODE_RULES.perIpPerHour; sent += 1) {
      clock += 1_000;
      await codes.issue(`cap${sent}.${unique()}@example.com`, 'register-email', '10.30.0.1');
    }
    await expect(codes.issue(newEmail().toLowerCase(), 'register-email', '10.30.0.1')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});

describe('resetting a password', () => {
  it('by SMS: sets the new password, revokes every earlier token, and the user signs in again', async () => {
    const mobile = newMobile();
    await post('/api/auth/sms-code', { mobile, scene: 'login' });
    const old = sessionResponse.parse(
      (await post('/api/auth/login-by-sms', { mobile, code: await codeSentTo(mobile) })).json(),
    );
    const headers = { authorization: `Bearer ${old.token}` };
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);

    await post('/api/auth/sms-code', { mobile, scene: 'reset-password' });
    const reset = await post('/api/auth/retrieve', { mobile, code: await codeSentTo(mobile), password: 'newMoon#42' });
    expect(reset.json()).toEqual({ ok: true });

    const stale = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('uni-id-check-token-failed');
    expect((await post('/api/auth/login', { account: mobile, password: 'newMoon#42' })).statusCode).toBe(200);
  });

  it('by e-mail: the old password stops working and the new one works', async () => {
    const email = newEmail();
    const old = await registerByEmail(email, 'oldStar#1');
    await post('/api/auth/email-code', { email, scene: 'reset-password' });
    const reset = await post('/api/auth/retrieve-by-email', {
      email,
      code: await codeSentTo(email),
      password: 'newStar#2',
    });
    expect(reset.statusCode).toBe(200);
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${old.token}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await post('/api/auth/login', { account: email, password: 'oldStar#1' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { account: email, password: 'newStar#2' })).statusCode).toBe(200);
  });

  it('sends a code to an unknown number exactly as to a known one, and tells only the code holder', async () => {
    const known = newMobile();
    await post('/api/auth/sms-code', { mobile: known, scene: 'login' });
    await post('/api/auth/login-by-sms', { mobile: known, code: await codeSentTo(known) });
    const unknown = newMobile();
    const toKnown = await post('/api/auth/sms-code', { mobile: known, scene: 'reset-password' });
    const toUnknown = await post('/api/auth/sms-code', { mobile: unknown, scene: 'reset-password' });
    expect([toUnknown.statusCode, toUnknown.json()]).toEqual([toKnown.statusCode, toKnown.json()]);

    const guess = await post('/api/auth/retrieve', { mobile: unknown, code: '123456', password: 'newMoon#42' });
    const guessKnown = await post('/api/auth/retrieve', { mobile: known, code: '123456', password: 'newMoon#42' });
    const realCode = await codeSentTo(unknown);
    if (realCode !== '123456') {
      expect(guess.json()).toEqual(guessKnown.json());
      expect(guess.json().code).toBe('uni-id-invalid-verify-code');
    }
    const holder = await post('/api/auth/retrieve', { mobile: unknown, code: realCode, password: 'newMoon#42' });
    expect(holder.statusCode).toBe(404);
    expect(holder.json().code).toBe('uni-id-account-not-exists');
  });

  it('refuses an expired reset code', async () => {
    let clock = Date.now();
    const codes = createCodeService(createCodeRepo(server.database.db), 'fake-clock-secret', () => clock);
    const email = newEmail().toLowerCase();
    const { code } = await codes.issue(email, 'reset-password', '10.40.0.1');
    clock += CODE_RULES.lifetimeSeconds * 1000 + 1;
    await expect(codes.consume(email, 'reset-password', code)).rejects.toMatchObject({
      code: 'uni-id-invalid-verify-code',
    });
  });
});
