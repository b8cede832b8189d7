import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponse, type SessionResponse } from '@tarot/contract/auth';
import { deviceSessionList } from '@tarot/contract/sessions';
import { createTokenService, TOKEN_LIFETIME_SECONDS } from '../src/modules/accounts/auth/tokens';
import { startTestServer, TEST_TOKEN_SECRET, type TestServer } from './harness';
import { times, unique } from './fresh';
import { sessionIdOf } from './session';

/** Signed-in devices: a logout ends one session; its renewed tokens and the list follow it. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'tarot2026!';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => server.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  server.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

/** A member signed in on two devices. */
async function onTwoDevices(): Promise<{ username: string; phone: SessionResponse; laptop: SessionResponse }> {
  const username = `dev_${unique()}`.slice(0, 20);
  const registered = await server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'user-agent': PHONE },
    payload: { username, nickname: '两台', password: PASSWORD },
  });
  const laptop = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': LAPTOP },
    payload: { account: username, password: PASSWORD },
  });
  return { username, phone: sessionResponse.parse(registered.json()), laptop: sessionResponse.parse(laptop.json()) };
}

/** A token of `session` with half an hour left, as a device holds it shortly before renewal. */
async function ageing(session: SessionResponse): Promise<string> {
  const halfAnHourLeft = Date.now() - (TOKEN_LIFETIME_SECONDS - 1_800) * 1000;
  const tokens = createTokenService(TEST_TOKEN_SECRET, () => halfAnHourLeft);
  const { token } = await tokens.issue({
    uid: session.user.uid,
    role: session.user.role,
    permission: [],
    ver: 0,
    sid: sessionIdOf(session.token),
  });
  return token;
}

const list = async (token: string) =>
  deviceSessionList.parse(
    (await server.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) })).json(),
  ).sessions;

describe('logging out', () => {
  it('ends this device only: its token stops at once, the other device goes on', async () => {
    const { phone, laptop } = await onTwoDevices();
    expect((await post('/api/auth/logout', phone.token)).statusCode).toBe(200);
    expect((await me(phone.token)).json()).toMatchObject({ code: 'uni-id-check-token-failed' });
    expect((await me(laptop.token)).statusCode).toBe(200);
  });

  it('kills the renewed tokens of the session too, even those renewed in a burst around the logout', async () => {
    const { phone, laptop } = await onTwoDevices();
    const old = await ageing(phone);
    const renewals = times(20, () => me(old));
    const logout = post('/api/auth/logout', phone.token);
    const answers = await Promise.all([...renewals, logout]);
    const renewed = answers.map((answer) => answer.headers['new-token']).filter((token) => token !== undefined);
    // Whatever the order, the session's tokens — first, aged and renewed — are all dead now.
    for (const token of [phone.token, old, ...renewed.map(String)]) {
      expect((await me(token)).statusCode).toBe(401);
    }
    expect((await me(laptop.token)).statusCode).toBe(200);
  });

  it('renews within the same session, so the list keeps one entry per device', async () => {
    const { phone, laptop } = await onTwoDevices();
    const renewed = String((await me(await ageing(phone))).headers['new-token']);
    expect(sessionIdOf(renewed)).toBe(sessionIdOf(phone.token));
    expect((await me(renewed)).statusCode).toBe(200);
    expect(await list(laptop.token)).toHaveLength(2);
  });
});

describe('the list of signed-in devices', () => {
  it('names each device, marks the one asking and lets it sign another out', async () => {
    const { phone, laptop } = await onTwoDevices();
    const seen = await list(laptop.token);
    expect(seen.map(({ device, current }) => ({ device, current }))).toEqual(
      expect.arrayContaining([
        { device: LAPTOP, current: true },
        { device: PHONE, current: false },
      ]),
    );
    const phoneId = seen.find((session) => session.device === PHONE)!.id;
    const ended = await server.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}`,
      headers: bearer(laptop.token),
    });
    expect(ended.statusCode).toBe(200);
    expect((await me(phone.token)).statusCode).toBe(401);
    expect((await list(laptop.token)).map((session) => session.device)).toEqual([LAPTOP]);
  });

  it("answers 404 for a session already ended or another member's, and touches neither", async () => {
    const mine = await onTwoDevices();
    const theirs = await onTwoDevices();
    const remove = (id: string) =>
      server.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: bearer(mine.laptop.token) });
    const foreign = await remove(sessionIdOf(theirs.phone.token));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('SESSION_NOT_FOUND');
    expect((await me(theirs.phone.token)).statusCode).toBe(200);
    await post('/api/auth/logout', mine.phone.token);
    expect((await remove(sessionIdOf(mine.phone.token))).json().code).toBe('SESSION_NOT_FOUND');
    expect((await remove('not-a-uuid')).statusCode).toBe(400);
  });

  it('signs out of every device at once', async () => {
    const { phone, laptop } = await onTwoDevices();
    expect((await post('/api/auth/logout-all', phone.token)).statusCode).toBe(200);
    for (const token of [phone.token, laptop.token]) expect((await me(token)).statusCode).toBe(401);
  });
});

describe('changing the password', () => {
  it('signs every other device out and keeps this one on a new session that old tokens cannot use', async () => {
    const { phone, laptop } = await onTwoDevices();
    const changed = await post('/api/user/change-password', laptop.token, {
      oldPassword: PASSWORD,
      newPassword: 'newMoon#2027',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = sessionResponse.parse(changed.json());
    expect(sessionIdOf(fresh.token)).not.toBe(sessionIdOf(laptop.token));
    for (const token of [phone.token, laptop.token]) expect((await me(token)).statusCode).toBe(401);
    expect((await me(fresh.token)).statusCode).toBe(200);
    expect((await list(fresh.token)).map((session) => session.device)).toEqual([LAPTOP]);
  });

  it('keeps the others signed in when asked to', async () => {
    const { phone, laptop } = await onTwoDevices();
    const changed = await post('/api/user/change-password', laptop.token, {
      oldPassword: PASSWORD,
      newPassword: 'newMoon#2027',
      signOutOthers: false,
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(phone.token)).statusCode).toBe(200);
  });
});
