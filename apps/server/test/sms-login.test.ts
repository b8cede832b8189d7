import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponse } from '@tarot/contract/auth';
import { CODE_RULES, createCodeService } from '../src/modules/accounts/auth/codes';
import { createCodeRepo } from '../src/modules/accounts/auth/code-repo';
import { startTestServer, type TestServer } from './harness';
import { newMobile as freshMobile } from './fresh';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newMobile = () => freshMobile('139');

const post = (url: string, payload: Record<string, unknown>, remoteAddress = '10.1.0.1') =>
  server.app.inject({ method: 'POST', url, payload, remoteAddress });

async function codeSentTo(mobile: string): Promise<string> {
  const inbox = (await server.app.inject({ method: 'GET', url: `/api/dev/inbox?to=${mobile}` })).json();
  const match = /(\d{6})/.exec(inbox.messages[0]?.text ?? '');
  if (!match) throw new Error(`no code sent to ${mobile}`);
  return match[1]!;
}

describe('signing in by SMS', () => {
  it('registers an unknown number once its code passes, and signs the same account in next time', async () => {
    const mobile = newMobile();
    const sent = await post('/api/auth/sms-code', { mobile, scene: 'login' });
    expect(sent.json()).toEqual({ expiresInSeconds: 180, resendAfterSeconds: 60 });
    const first = sessionResponse.parse(
      (await post('/api/auth/login-by-sms', { mobile, code: await codeSentTo(mobile) })).json(),
    );
    expect(first.user.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect(first.user.hasPassword).toBe(false);
    const reused = await post('/api/auth/login-by-sms', { mobile, code: await codeSentTo(mobile) });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('uni-id-invalid-verify-code');
  });

  it('refuses a resend within 60 s and kills a code after five wrong tries', async () => {
    const mobile = newMobile();
    await post('/api/auth/sms-code', { mobile, scene: 'login' });
    const again = await post('/api/auth/sms-code', { mobile, scene: 'login' });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('uni-id-verify-code-too-frequent');
    const code = await codeSentTo(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_RULES.maxAttempts; i += 1) {
      expect((await post('/api/auth/login-by-sms', { mobile, code: wrong })).statusCode).toBe(400);
    }
    expect((await post('/api/auth/login-by-sms', { mobile, code })).json().code).toBe('uni-id-invalid-verify-code');
  });

  it.each([
    [{ mobile: '23800138000', scene: 'login' }],
    [{ mobile: '1380013800', scene: 'login' }],
    [{ mobile: '13800138000', scene: 'hack' }],
  ])('refuses %o as a bad parameter', async (payload) => {
    const response = await post('/api/auth/sms-code', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAM');
  });
});

describe('the code rules, on a fake clock', () => {
  it('allows a resend at 61 s but not at 59 s, expires codes after 180 s, and stops at ten a day', async () => {
    let clock = Date.parse('2026-11-22T08:00:00Z');
    const codes = createCodeService(createCodeRepo(server.database.db), 'fake-clock-secret', () => clock);
    const mobile = newMobile();
    const { code } = await codes.issue(mobile, 'login', '10.2.0.1');
    clock += 59_000;
    await expect(codes.issue(mobile, 'login', '10.2.0.1')).rejects.toMatchObject({
      code: 'uni-id-verify-code-too-frequent',
    });
    clock += 2_000;
    const second = await codes.issue(mobile, 'login', '10.2.0.1');
    clock += 181_000;
    await expect(codes.consume(mobile, 'login', second.code)).rejects.toMatchObject({
      code: 'uni-id-invalid-verify-code',
    });
    expect(code).toMatch(/^\d{6}$/);
    for (let sent = 2; sent < CODE_RULES.perTargetPerDay; sent += 1) {
      clock += 61_000;
      await codes.issue(mobile, 'login', `10.3.0.${sent}`);
    }
    clock += 61_000;
    await expect(codes.issue(mobile, 'login', '10.4.0.1')).rejects.toMatchObject({
      code: 'uni-id-verify-code-daily-limit',
    });
    clock += 24 * 60 * 60 * 1000;
    await expect(codes.issue(mobile, 'login', '10.4.0.1')).resolves.toMatchObject({ expiresInSeconds: 180 });
  });

  it('gives binding a phone 240 s', async () => {
    const codes = createCodeService(createCodeRepo(server.database.db), 'fake-clock-secret');
    expect((await codes.issue(newMobile(), 'bind-mobile', '10.5.0.1')).expiresInSeconds).toBe(240);
  });
});
