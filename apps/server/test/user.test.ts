import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponse, userProfile } from '@tarot/contract/auth';
import { realNameStatus } from '@tarot/contract/user';
import { eq } from 'drizzle-orm';
import { appUser } from '../src/db/schema';
import { createCodeService } from '../src/modules/accounts/auth/codes';
import { createCodeRepo } from '../src/modules/accounts/auth/code-repo';
import { startTestServer, TEST_TOKEN_SECRET, type TestServer } from './harness';
import { signUpAdmin } from './admin';
import { signUp } from './session';
import { newMobile as freshMobile, newIp as freshIp } from './fresh';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newMobile = () => freshMobile('136');
const newIp = () => freshIp('10.9');

type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers = {}, payload?: object) =>
  server.app.inject({ method, url, headers, payload, remoteAddress: newIp() });

async function codeSentTo(mobile: string): Promise<string> {
  const inbox = (await server.app.inject({ method: 'GET', url: `/api/dev/inbox?to=${mobile}` })).json();
  const match = /(\d{6})/.exec(inbox.messages[0]?.text ?? '');
  if (!match) throw new Error(`no code sent to ${mobile}`);
  return match[1]!;
}

async function sendCode(mobile: string, scene: string): Promise<string> {
  const sent = await call('POST', '/api/auth/sms-code', {}, { mobile, scene });
  expect(sent.statusCode).toBe(200);
  return codeSentTo(mobile);
}

/**
 * A member made by SMS, so without a password and with a phone. The code is dated 70 s
 * back, so a test may ask for another code to the same number at once.
 */
async function signUpBySms() {
  const mobile = newMobile();
  const codes = createCodeService(createCodeRepo(server.database.db), TEST_TOKEN_SECRET, () => Date.now() - 70_000);
  const { code } = await codes.issue(mobile, 'login', newIp());
  const session = sessionResponse.parse((await call('POST', '/api/auth/login-by-sms', {}, { mobile, code })).json());
  return { ...session, mobile, headers: bearer(session.token) };
}

const me = (headers: Headers) => call('GET', '/api/auth/me', headers);

describe('every /api/user route needs login', () => {
  it.each([
    ['PATCH', '/api/user/profile', { nickname: '新名字' }],
    ['POST', '/api/user/bind-mobile', { mobile: '13600000000', code: '123456' }],
    ['POST', '/api/user/change-password', { oldPassword: 'tarot2026!', newPassword: 'tarot2027!' }],
    ['POST', '/api/user/set-password/code', undefined],
    ['POST', '/api/user/set-password', { code: '123456', password: 'tarot2027!' }],
    ['POST', '/api/user/deactivate', undefined],
    ['GET', '/api/user/realname', undefined],
    ['POST', '/api/user/realname', { realName: '张三', idNumber: '11010519491231002X' }],
  ] as const)('%s %s without a token → uni-id-check-token-failed', async (method, url, payload) => {
    const response = await call(method, url, {}, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('uni-id-check-token-failed');
  });
});

describe('changing the nickname', () => {
  it("answers an empty or unchanged nickname with 'no change' and saves a new one", async () => {
    const member = await signUp(server);
    for (const nickname of ['', '   ', member.user.nickname, ` ${member.user.nickname} `]) {
      const response = await call('PATCH', '/api/user/profile', member.headers, { nickname });
      expect(response.statusCode, JSON.stringify(nickname)).toBe(400);
      expect(response.json().code).toBe('uni-id-no-change');
    }
    const changed = await call('PATCH', '/api/user/profile', member.headers, { nickname: ' 星空旅人 ' });
    expect(userProfile.parse(changed.json()).nickname).toBe('星空旅人');
    expect((await me(member.headers)).json().nickname).toBe('星空旅人');
  });

  it('refuses a nickname over 20 characters as a bad parameter', async () => {
    const member = await signUp(server);
    const response = await call('PATCH', '/api/user/profile', member.headers, { nickname: '长'.repeat(21) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAM');
  });
});

describe('binding a phone', () => {
  it('binds with the bind-mobile code, once, and shows the number masked', async () => {
    const member = await signUp(server);
    const mobile = newMobile();
    const code = await sendCode(mobile, 'bind-mobile');
    const bound = await call('POST', '/api/user/bind-mobile', member.headers, { mobile, code });
    expect(bound.statusCode).toBe(200);
    expect(userProfile.parse(bound.json()).mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect(bound.body).not.toContain(mobile);
    const reused = await call('POST', '/api/user/bind-mobile', member.headers, { mobile, code });
    expect(reused.json().code).toBe('uni-id-invalid-verify-code');
    // The number now signs the member in with their password.
    const login = await call('POST', '/api/auth/login', {}, { account: mobile, password: 'tarot2026!' });
    expect(sessionResponse.parse(login.json()).user.uid).toBe(member.user.uid);
  });

  it('refuses a wrong code, a code of another scene and a code for another number', async () => {
    const member = await signUp(server);
    const mobile = newMobile();
    const code = await sendCode(mobile, 'bind-mobile');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call('POST', '/api/user/bind-mobile', member.headers, { mobile, code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('uni-id-invalid-verify-code');
    const other = newMobile();
    expect((await call('POST', '/api/user/bind-mobile', member.headers, { mobile: other, code })).json().code).toBe(
      'uni-id-invalid-verify-code',
    );
    const loginCode = await sendCode(other, 'login');
    expect(
      (await call('POST', '/api/user/bind-mobile', member.headers, { mobile: other, code: loginCode })).json().code,
    ).toBe('uni-id-invalid-verify-code');
    expect((await me(member.headers)).json().mobile).toBeNull();
  });

  it('accepts a code at 239 s and refuses one past its 240 s', async () => {
    const member = await signUp(server);
    const codesAt = (offsetMs: number) =>
      createCodeService(createCodeRepo(server.database.db), TEST_TOKEN_SECRET, () => Date.now() - offsetMs);
    const stale = newMobile();
    const { code: staleCode } = await codesAt(241_000).issue(stale, 'bind-mobile', '10.8.0.1');
    const expired = await call('POST', '/api/user/bind-mobile', member.headers, { mobile: stale, code: staleCode });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('uni-id-invalid-verify-code');
    const fresh = newMobile();
    const { code: freshCode } = await codesAt(239_000).issue(fresh, 'bind-mobile', '10.8.0.2');
    const bound = await call('POST', '/api/user/bind-mobile', member.headers, { mobile: fresh, code: freshCode });
    expect(bound.statusCode).toBe(200);
  });

  it('refuses a number another open account holds, with a clear code', async () => {
    const holder = await signUpBySms();
    const member = await signUp(server);
    const code = await sendCode(holder.mobile, 'bind-mobile');
    const response = await call('POST', '/api/user/bind-mobile', member.headers, { mobile: holder.mobile, code });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('uni-id-bind-conflict');
  });

  it('refuses a malformed number as a bad parameter', async () => {
    const member = await signUp(server);
    const response = await call('POST', '/api/user/bind-mobile', member.headers, {
      mobile: '23600000000',
      code: '123456',
    });
    expect(response.json().code).toBe('INVALID_PARAM');
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password and a weak new one', async () => {
    const member = await signUp(server);
    const wrong = await call('POST', '/api/user/change-password', member.headers, {
      oldPassword: 'not-mine-1',
      newPassword: 'tarot2027!',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('uni-id-old-password-error');
    for (const newPassword of ['abcdefgh', '12345678', 'password1']) {
      const weak = await call('POST', '/api/user/change-password', member.headers, {
        oldPassword: 'tarot2026!',
        newPassword,
      });
      expect(weak.json().code, newPassword).toBe('uni-id-weak-password');
    }
    expect((await me(member.headers)).statusCode).toBe(200);
  });

  it('revokes every earlier token at once and keeps this device signed in with a fresh one', async () => {
    const member = await signUp(server);
    const otherDevice = sessionResponse.parse(
      (await call('POST', '/api/auth/login', {}, { account: member.user.username, password: 'tarot2026!' })).json(),
    );
    const changed = await call('POST', '/api/user/change-password', member.headers, {
      oldPassword: 'tarot2026!',
      newPassword: 'moon-2027',
    });
    const fresh = sessionResponse.parse(changed.json());
    expect(fresh.user.uid).toBe(member.user.uid);
    for (const old of [member.token, otherDevice.token]) {
      const refused = await me(bearer(old));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('uni-id-check-token-failed');
    }
    expect((await me(bearer(fresh.token))).json().uid).toBe(member.user.uid);
    const account = member.user.username;
    expect((await call('POST', '/api/auth/login', {}, { account, password: 'tarot2026!' })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/login', {}, { account, password: 'moon-2027' })).statusCode).toBe(200);
  });

  it('locks after six wrong current passwords, so a stolen session cannot guess', async () => {
    const member = await signUp(server);
    const attempt = (oldPassword: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/user/change-password',
        headers: member.headers,
        payload: { oldPassword, newPassword: 'moon-2027' },
        remoteAddress: '10.7.0.1',
      });
    for (let i = 0; i < 6; i += 1) expect((await attempt(`guess-${i}x`)).json().code).toBe('uni-id-old-password-error');
    const locked = await attempt('tarot2026!');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('uni-id-password-error-exceed-limit');
  });

  it('sends an account without a password to set-password instead', async () => {
    const member = await signUpBySms();
    const response = await call('POST', '/api/user/change-password', member.headers, {
      oldPassword: 'anything1',
      newPassword: 'moon-2027',
    });
    expect(response.json().code).toBe('uni-id-password-not-set');
  });
});

describe('setting a first password', () => {
  it('works for an account made by SMS, with a code sent to its own phone', async () => {
    const member = await signUpBySms();
    expect(member.user.hasPassword).toBe(false);
    const sent = await call('POST', '/api/user/set-password/code', member.headers);
    expect(sent.json()).toEqual({ expiresInSeconds: 180, resendAfterSeconds: 60 });
    const code = await codeSentTo(member.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await call('POST', '/api/user/set-password', member.headers, { code: wrong, password: 'moon-2027' })).json()
        .code,
    ).toBe('uni-id-invalid-verify-code');
    const weak = await call('POST', '/api/user/set-password', member.headers, { code, password: '123456' });
    expect(weak.json().code).toBe('uni-id-weak-password');
    const set = await call('POST', '/api/user/set-password', member.headers, { code, password: 'moon-2027' });
    expect(userProfile.parse(set.json()).hasPassword).toBe(true);
    expect((await me(member.headers)).statusCode).toBe(200);
    const login = await call('POST', '/api/auth/login', {}, { account: member.mobile, password: 'moon-2027' });
    expect(sessionResponse.parse(login.json()).user.uid).toBe(member.user.uid);
  });

  it('refuses accounts that already have a password', async () => {
    const member = await signUp(server);
    const code = await call('POST', '/api/user/set-password/code', member.headers);
    expect(code.statusCode).toBe(409);
    expect(code.json().code).toBe('uni-id-password-already-set');
    const set = await call('POST', '/api/user/set-password', member.headers, {
      code: '123456',
      password: 'moon-2027',
    });
    expect(set.json().code).toBe('uni-id-password-already-set');
  });
});

describe('deactivating', () => {
  it('closes the account, revokes its tokens, refuses sign-in and releases the username', async () => {
    const member = await signUp(server);
    const username = member.user.username!;
    const closed = await call('POST', '/api/user/deactivate', member.headers);
    expect(closed.json()).toEqual({ ok: true });
    expect((await me(member.headers)).statusCode).toBe(401);
    const login = await call('POST', '/api/auth/login', {}, { account: username, password: 'tarot2026!' });
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('uni-id-password-error');
    const again = await call(
      'POST',
      '/api/auth/register',
      {},
      { username, nickname: '新读者', password: 'tarot2026!' },
    );
    expect(sessionResponse.parse(again.json()).user.uid).not.toBe(member.user.uid);
  });

  it('keeps the last administrator: they must hand the role on before closing their account', async () => {
    // Only administrators made here exist in this file's database.
    const first = await signUpAdmin(server);
    const refused = await call('POST', '/api/user/deactivate', first.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('LAST_ADMIN');
    expect((await me(first.headers)).statusCode).toBe(200);
    const second = await signUpAdmin(server);
    expect((await call('POST', '/api/user/deactivate', first.headers)).json()).toEqual({ ok: true });
    expect((await call('POST', '/api/user/deactivate', second.headers)).json().code).toBe('LAST_ADMIN');
  });

  it('releases the phone and removes personal data, real name included', async () => {
    const member = await signUpBySms();
    await call('POST', '/api/user/realname', member.headers, { realName: '张三', idNumber: '11010519491231002X' });
    await call('POST', '/api/user/deactivate', member.headers);
    const [row] = await server.database.db.select().from(appUser).where(eq(appUser.id, member.user.uid));
    expect(row).toMatchObject({
      status: 'closed',
      username: null,
      mobile: null,
      email: null,
      avatar: null,
      passwordHash: null,
      realName: null,
      idNumberHash: null,
      idNumberMasked: null,
      realNameVerifiedAt: null,
    });
    // The number signs up afresh: a new account, not the closed one.
    const code = await sendCode(member.mobile, 'login');
    const fresh = sessionResponse.parse(
      (await call('POST', '/api/auth/login-by-sms', {}, { mobile: member.mobile, code })).json(),
    );
    expect(fresh.user.uid).not.toBe(member.user.uid);
  });
});

describe('real-name verification', () => {
  const verify = (headers: Headers, realName: string, idNumber: string) =>
    call('POST', '/api/user/realname', headers, { realName, idNumber });

  it.each([
    ['张', '11010519491231002X', 'uni-id-realname-invalid-name'],
    ['Zhang San', '11010519491231002X', 'uni-id-realname-invalid-name'],
    ['张三·', '11010519491231002X', 'uni-id-realname-invalid-name'],
    ['张三', '11010519491231002', 'uni-id-realname-invalid-id-number'],
    ['张三', '11010519491231002Y', 'uni-id-realname-invalid-id-number'],
    ['张三', '110105194912310021', 'uni-id-realname-id-check-digit'],
    ['张三', '110105209901010012', 'uni-id-realname-id-birth-date'],
    ['张三', '440524188001010014', 'uni-id-realname-id-birth-date'],
    ['张三', '110105190002290017', 'uni-id-realname-id-birth-date'],
  ])('refuses %s / %s with %s', async (realName, idNumber, code) => {
    const member = await signUp(server);
    const response = await verify(member.headers, realName, idNumber);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(response.body).not.toContain(idNumber);
  });

  it('verifies, answers only masked values and stores only an HMAC and the masked number', async () => {
    const member = await signUp(server);
    expect(realNameStatus.parse((await call('GET', '/api/user/realname', member.headers)).json())).toEqual({
      verified: false,
      realName: null,
      idNumber: null,
      verifiedAt: null,
    });
    const verified = await verify(member.headers, ' 阿依古丽•买买提 ', '11010519491231002x');
    expect(verified.statusCode).toBe(200);
    const status = realNameStatus.parse(verified.json());
    expect(status).toMatchObject({ verified: true, realName: '****·**提', idNumber: '1****************X' });
    const read = await call('GET', '/api/user/realname', member.headers);
    expect(read.json()).toEqual(status);
    for (const body of [verified.body, read.body, (await me(member.headers)).body]) {
      expect(body).not.toMatch(/11010519491231002/i);
      expect(body).not.toContain('阿依古丽');
    }
    const [row] = await server.database.db.select().from(appUser).where(eq(appUser.id, member.user.uid));
    expect(row!.idNumberMasked).toBe('1****************X');
    expect(row!.idNumberHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('11010519491231002');
    const again = await verify(member.headers, '李四', '310115198001011238');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('uni-id-realname-already-verified');
  });
});
