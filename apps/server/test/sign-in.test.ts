import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishSignInResponse, SIGN_IN_RETURN_PAGE } from '@tarot/contract/identities';
import { startTestServer, type TestServer } from './harness';
import { signUp } from './session';
import { approveAt, finish } from './sign-in/flow';
import { startStandIns, type Person, type StandIns } from './sign-in/stand-ins';

let standIns: StandIns;
let server: TestServer;
beforeAll(async () => {
  standIns = await startStandIns();
  server = await startTestServer({ config: { signIn: standIns.settings('http://127.0.0.1:9', 400) } });
});
afterAll(async () => {
  await server?.close();
  await standIns?.close();
});

const person = (overrides: Partial<Person> = {}): Person => ({ id: randomUUID(), nickname: '星空旅人', ...overrides });

const signedIn = async (response: { statusCode: number; json(): unknown; body: string }) => {
  expect(response.statusCode, response.body).toBe(200);
  const answer = finishSignInResponse.parse(response.json());
  if (answer.kind !== 'signed-in') throw new Error('expected a session');
  return answer;
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the login page learns which sign-ins are configured', () => {
  it('lists the four configured providers, and none on a server without settings', async () => {
    const config = (await server.app.inject({ method: 'GET', url: '/api/app-config' })).json();
    expect(config.thirdPartyLogins).toEqual([
      { provider: 'weixin' },
      { provider: 'apple' },
      { provider: 'qq' },
      { provider: 'xiaomi' },
    ]);
    const bare = await startTestServer();
    expect((await bare.app.inject({ method: 'GET', url: '/api/app-config' })).json().thirdPartyLogins).toEqual([]);
    const refused = await bare.app.inject({ method: 'POST', url: '/api/auth/oauth/qq/start', payload: {} });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('LOGIN_METHOD_NOT_OFFERED');
    await bare.close();
  });
});

describe('WeChat', () => {
  it('opens the QR page, creates the account with the nickname and a copied picture, and finds it again', async () => {
    const someone = person({ unionid: `u-${randomUUID()}` });
    standIns.signInAs('weixin', someone);
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/weixin/start',
      payload: { redirect: '/me' },
    });
    const url = new URL(started.json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${standIns.url}/weixin-open/connect/qrconnect`);
    expect([...url.searchParams.keys()]).toEqual(['appid', 'redirect_uri', 'response_type', 'scope', 'state']);
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.hash).toBe('#wechat_redirect');

    const first = await signedIn(
      await finish(
        server,
        'weixin',
        await approveAt(server, standIns, 'weixin', someone, { body: { redirect: '/me' } }),
      ),
    );
    expect(first.redirect).toBe('/me');
    expect(first.user.nickname).toBe('星空旅人');
    expect(first.user.hasPassword).toBe(false);
    // The picture is ours now: served from our files, not the provider's address.
    expect(first.user.avatar).toMatch(/^\/api\/files\//);
    const picture = await server.app.inject({ method: 'GET', url: first.user.avatar! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);

    const again = await signedIn(await finish(server, 'weixin', await approveAt(server, standIns, 'weixin', someone)));
    expect(again.user.uid).toBe(first.user.uid);
    expect(again.redirect).toBe('/');
  });

  it("inside WeChat's browser uses the 公众号 page, and the unionid finds the same account across both apps", async () => {
    const someone = person({ unionid: `u-${randomUUID()}` });
    const viaQr = await signedIn(await finish(server, 'weixin', await approveAt(server, standIns, 'weixin', someone)));
    standIns.signInAs('weixin', someone);
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/weixin/start',
      payload: { inWeChat: true },
    });
    expect(started.json().url).toContain('/weixin-open/connect/oauth2/authorize?appid=wx-mp-app');
    expect(started.json().url).toContain('scope=snsapi_userinfo');
    const inWeChat = await signedIn(
      await finish(
        server,
        'weixin',
        await approveAt(server, standIns, 'weixin', someone, { body: { inWeChat: true } }),
      ),
    );
    expect(inWeChat.user.uid).toBe(viaQr.user.uid);
  });

  it('keeps an openid first seen without its unionid on the same account once the unionid comes', async () => {
    const id = randomUUID();
    const before = await signedIn(
      await finish(server, 'weixin', await approveAt(server, standIns, 'weixin', person({ id }))),
    );
    const unionid = `u-${randomUUID()}`;
    const after = await signedIn(
      await finish(server, 'weixin', await approveAt(server, standIns, 'weixin', person({ id, unionid }))),
    );
    expect(after.user.uid).toBe(before.user.uid);
    // The 公众号's openid differs; the unionid it now carries leads to the same account.
    const mp = await signedIn(
      await finish(
        server,
        'weixin',
        await approveAt(server, standIns, 'weixin', person({ id, unionid }), { body: { inWeChat: true } }),
      ),
    );
    expect(mp.user.uid).toBe(before.user.uid);
  });

  it('refuses a replayed state, a made-up one and another provider’s, and a code past its life', async () => {
    const someone = person();
    const back = await approveAt(server, standIns, 'weixin', someone);
    await signedIn(await finish(server, 'weixin', back));
    const replayed = await finish(server, 'weixin', back);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('OAUTH_STATE_INVALID');

    const fresh = await approveAt(server, standIns, 'weixin', someone);
    const [id] = fresh.state.split('.');
    const madeUp = await finish(server, 'weixin', { ...fresh, state: `${id}.${'A'.repeat(43)}` });
    expect(madeUp.json().code).toBe('OAUTH_STATE_INVALID');
    const elsewhere = await finish(server, 'qq', fresh);
    expect(elsewhere.json().code).toBe('OAUTH_STATE_INVALID');

    const late = await approveAt(server, standIns, 'weixin', someone);
    standIns.expireCodes();
    const expired = await finish(server, 'weixin', late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('OAUTH_CODE_INVALID');
  });

  it('answers 503 within the timeout when WeChat does not answer, or cannot be reached', async () => {
    const back = await approveAt(server, standIns, 'weixin', person());
    standIns.hang = true;
    try {
      const hung = await finish(server, 'weixin', back);
      expect(hung.statusCode).toBe(503);
      expect(hung.json().code).toBe('LOGIN_PROVIDER_UNAVAILABLE');
    } finally {
      standIns.hang = false;
    }
    const settings = standIns.settings('http://127.0.0.1:9', 400);
    const unreachable = await startTestServer({
      config: { signIn: { weixin: { ...settings.weixin!, apiBaseUrl: 'http://127.0.0.1:9' } } },
    });
    const down = await finish(unreachable, 'weixin', await approveAt(unreachable, standIns, 'weixin', person()));
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('LOGIN_PROVIDER_UNAVAILABLE');
    await unreachable.close();
  });

  it('never redirects anywhere but our own pages', async () => {
    for (const redirect of ['https://evil.example.com/', '//evil.example.com', '/\\evil.example.com']) {
      const refused = await server.app.inject({
        method: 'POST',
        url: '/api/auth/oauth/weixin/start',
        payload: { redirect },
      });
      expect(refused.statusCode, redirect).toBe(400);
    }
    const cancelled = await server.app.inject({ method: 'GET', url: '/api/auth/oauth/weixin/callback?state=x' });
    expect(cancelled.statusCode).toBe(302);
    expect(cancelled.headers.location).toBe(`/tarot/#${SIGN_IN_RETURN_PAGE}?provider=weixin&error=cancelled`);
  });

  it('gives the inviter of a new account the same reward as any registration', async () => {
    const inviter = await signUp(server);
    const before = inviter.user.score;
    await signedIn(
      await finish(
        server,
        'weixin',
        await approveAt(server, standIns, 'weixin', person(), { body: { inviteCode: inviter.user.inviteCode } }),
      ),
    );
    const me = (await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: inviter.headers })).json();
    expect(me.score).toBeGreaterThan(before);
  });
});

describe('QQ', () => {
  it('signs in through the openid call and links the unionid where QQ grants it', async () => {
    const plain = person({ nickname: 'QQ旅人' });
    const first = await signedIn(await finish(server, 'qq', await approveAt(server, standIns, 'qq', plain)));
    expect(first.user.nickname).toBe('QQ旅人');
    expect(first.user.avatar).toMatch(/^\/api\/files\//);
    const second = await signedIn(await finish(server, 'qq', await approveAt(server, standIns, 'qq', plain)));
    expect(second.user.uid).toBe(first.user.uid);
    const granted = person({ id: plain.id, unionid: `qq-u-${randomUUID()}` });
    const third = await signedIn(await finish(server, 'qq', await approveAt(server, standIns, 'qq', granted)));
    expect(third.user.uid).toBe(first.user.uid);
  });

  it('refuses a used code', async () => {
    const back = await approveAt(server, standIns, 'qq', person());
    await signedIn(await finish(server, 'qq', back));
    const again = await approveAt(server, standIns, 'qq', person());
    standIns.expireCodes();
    expect((await finish(server, 'qq', again)).json().code).toBe('OAUTH_CODE_INVALID');
  });
});

describe('Xiaomi', () => {
  it('signs in with its profile call, nickname and picture included', async () => {
    const someone = person({ nickname: '米粉', unionid: `mi-${randomUUID()}` });
    const first = await signedIn(await finish(server, 'xiaomi', await approveAt(server, standIns, 'xiaomi', someone)));
    expect(first.user.nickname).toBe('米粉');
    expect(first.user.avatar).toMatch(/^\/api\/files\//);
    const again = await signedIn(await finish(server, 'xiaomi', await approveAt(server, standIns, 'xiaomi', someone)));
    expect(again.user.uid).toBe(first.user.uid);
    standIns.hang = true;
    try {
      const back = await approveAt(server, standIns, 'xiaomi', someone);
      expect((await finish(server, 'xiaomi', back)).statusCode).toBe(503);
    } finally {
      standIns.hang = false;
    }
  });
});

describe('Sign in with Apple', () => {
  it('comes back by form_post, verifies the ID token, and keeps the name sent on the first sign-in only', async () => {
    const someone = person({ nickname: '', name: { firstName: '小明', lastName: '王' } });
    standIns.signInAs('apple', someone);
    const started = (
      await server.app.inject({ method: 'POST', url: '/api/auth/oauth/apple/start', payload: {} })
    ).json();
    const url = new URL(started.url);
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);

    const firstBack = await approveAt(server, standIns, 'apple', someone);
    expect(firstBack.user).toContain('小明');
    const first = await signedIn(await finish(server, 'apple', firstBack));
    expect(first.user.nickname).toBe('王小明');

    const secondBack = await approveAt(server, standIns, 'apple', someone);
    expect(secondBack.user).toBeUndefined();
    const second = await signedIn(await finish(server, 'apple', secondBack));
    expect(second.user.uid).toBe(first.user.uid);
    expect(second.user.nickname).toBe('王小明');
  });

  it('refuses an ID token signed with a key Apple never published, or carrying another sign-in’s nonce', async () => {
    const back = await approveAt(server, standIns, 'apple', person());
    standIns.forgeNextIdToken = true;
    const forged = await finish(server, 'apple', back);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('OAUTH_ID_TOKEN_INVALID');
  });

  it('binds the code to this sign-in with PKCE (S256), which only Apple of the four takes', async () => {
    const started = (
      await server.app.inject({ method: 'POST', url: '/api/auth/oauth/apple/start', payload: {} })
    ).json();
    const url = new URL(started.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    for (const other of ['weixin', 'qq', 'xiaomi'] as const) {
      const elsewhere = (
        await server.app.inject({ method: 'POST', url: `/api/auth/oauth/${other}/start`, payload: {} })
      ).json();
      expect(new URL(elsewhere.url).searchParams.has('code_challenge'), other).toBe(false);
    }
    // The stand-in trades a challenged code only with its verifier, as Apple does: the sign-in
    // above succeeding shows the verifier sent; the code of one sign-in finished with the state
    // (so the verifier) of another is refused at Apple, before its nonce would be.
    const one = await approveAt(server, standIns, 'apple', person());
    const other = await approveAt(server, standIns, 'apple', person());
    const swapped = await finish(server, 'apple', { code: one.code, state: other.state });
    expect([swapped.statusCode, swapped.json().code]).toEqual([400, 'OAUTH_CODE_INVALID']);
    await signedIn(await finish(server, 'apple', await approveAt(server, standIns, 'apple', person())));
  });

  it('refuses an expired code, and answers 503 when Apple does not answer', async () => {
    const late = await approveAt(server, standIns, 'apple', person());
    standIns.expireCodes();
    expect((await finish(server, 'apple', late)).json().code).toBe('OAUTH_CODE_INVALID');
    const back = await approveAt(server, standIns, 'apple', person());
    standIns.hang = true;
    try {
      const hung = await finish(server, 'apple', back);
      expect(hung.statusCode).toBe(503);
      expect(hung.json().code).toBe('LOGIN_PROVIDER_UNAVAILABLE');
    } finally {
      standIns.hang = false;
    }
  });
});

describe('linked accounts', () => {
  const link = async (provider: 'qq' | 'weixin' | 'xiaomi', someone: Person, headers: Record<string, string>) =>
    finish(
      server,
      provider,
      await approveAt(server, standIns, provider, someone, { headers, body: { link: true } }),
      headers,
    );

  it('links an identity to the signed-in member, who then signs in with it; another member is refused it', async () => {
    const member = await signUp(server);
    const qq = person();
    const linked = await link('qq', qq, member.headers);
    expect(linked.json()).toEqual({ kind: 'linked', provider: 'qq', redirect: '/' });
    const list = (
      await server.app.inject({ method: 'GET', url: '/api/user/identities', headers: member.headers })
    ).json();
    expect(list.identities.map((identity: { provider: string }) => identity.provider)).toEqual(['qq']);
    const viaQq = await signedIn(await finish(server, 'qq', await approveAt(server, standIns, 'qq', qq)));
    expect(viaQq.user.uid).toBe(member.user.uid);

    const other = await signUp(server);
    const taken = await link('qq', qq, other.headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('IDENTITY_LINKED_ELSEWHERE');
  });

  it('refuses to link for anyone but the member who started it, and to start a link signed out', async () => {
    const member = await signUp(server);
    const back = await approveAt(server, standIns, 'xiaomi', person(), {
      headers: member.headers,
      body: { link: true },
    });
    expect((await finish(server, 'xiaomi', back)).json().code).toBe('OAUTH_STATE_INVALID');
    const signedOut = await server.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/xiaomi/start',
      payload: { link: true },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('unlinks, but never the last way to sign in, even when two unlinks race', async () => {
    const wx = person();
    const account = await signedIn(await finish(server, 'weixin', await approveAt(server, standIns, 'weixin', wx)));
    const headers = bearer(account.token);
    const last = await server.app.inject({ method: 'DELETE', url: '/api/user/identities/weixin', headers });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('IDENTITY_LAST_SIGN_IN');

    expect((await link('qq', person(), headers)).statusCode).toBe(200);
    const both = await Promise.all(
      ['weixin', 'qq', 'weixin', 'qq'].map((provider) =>
        server.app.inject({ method: 'DELETE', url: `/api/user/identities/${provider}`, headers }),
      ),
    );
    expect(both.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const left = (await server.app.inject({ method: 'GET', url: '/api/user/identities', headers })).json();
    expect(left.identities).toHaveLength(1);
    const missing = await server.app.inject({ method: 'DELETE', url: '/api/user/identities/apple', headers });
    expect(missing.json().code).toBe('IDENTITY_NOT_LINKED');
  });

  it('releases the identities of a closed account: the same WeChat user then starts a new one', async () => {
    const wx = person();
    const before = await signedIn(await finish(server, 'weixin', await approveAt(server, standIns, 'weixin', wx)));
    const closed = await server.app.inject({
      method: 'POST',
      url: '/api/user/deactivate',
      headers: bearer(before.token),
    });
    expect(closed.statusCode).toBe(200);
    const after = await signedIn(await finish(server, 'weixin', await approveAt(server, standIns, 'weixin', wx)));
    expect(after.user.uid).not.toBe(before.user.uid);
  });
});

describe('the browser binding over HTTPS', () => {
  it('sets a SameSite=None; Secure cookie at the start and refuses to finish without it', async () => {
    const behindProxy = await startTestServer({
      config: { trustProxy: true, signIn: standIns.settings('https://tarot.example.com', 400) },
    });
    const https = { 'x-forwarded-proto': 'https' };
    const started = await behindProxy.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/qq/start',
      headers: https,
      payload: {},
    });
    const cookie = String(started.headers['set-cookie']);
    expect(cookie).toMatch(
      /^tarot_sign_in=[\w-]+; Path=\/api\/auth\/oauth; Max-Age=600; HttpOnly; Secure; SameSite=None$/,
    );
    const back = await approveAt(behindProxy, standIns, 'qq', person(), { headers: https });
    expect((await finish(behindProxy, 'qq', back, https)).json().code).toBe('OAUTH_STATE_INVALID');

    const someone = person();
    standIns.signInAs('qq', someone);
    const again = await behindProxy.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/qq/start',
      headers: https,
      payload: {},
    });
    const value = String(again.headers['set-cookie']).split(';')[0]!;
    const atQq = await fetch(again.json().url as string, { redirect: 'manual' });
    const location = new URL(atQq.headers.get('location')!);
    const response = await finish(
      behindProxy,
      'qq',
      { code: location.searchParams.get('code')!, state: location.searchParams.get('state')! },
      { ...https, cookie: value },
    );
    await signedIn(response);
    await behindProxy.close();
  });
});
