/**
 * Stand-ins for WeChat, QQ, Apple and Xiaomi on loopback, speaking each protocol as the real
 * one does (paths, parameters, answer shapes, error codes, single-use codes that expire,
 * openids per app, Apple's signed client secret and ID tokens), for the API tests and the
 * browser journey. Each provider lives under its own prefix of one server.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportPKCS8, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import sharp from 'sharp';
import type { ThirdPartyProvider } from '@tarot/contract/app-config';
import { APPLE_ISSUER } from '../../src/providers/sign-in/apple';
import type { SignInSettings } from '../../src/providers/sign-in/settings';

/** Someone who signs in at a provider: one id there, and a unionid when the provider grants one. */
export interface Person {
  readonly id: string;
  readonly unionid?: string;
  readonly nickname: string;
  /** Apple's first-time name. */
  readonly name?: { firstName: string; lastName: string };
}

interface IssuedCode {
  readonly provider: ThirdPartyProvider;
  readonly person: Person;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly nonce: string | undefined;
  /** PKCE's S256 challenge, where the authorisation carried one (Apple). */
  readonly codeChallenge: string | undefined;
  issuedAt: number;
  used: boolean;
}

/** How long each provider's codes live (WeChat and Apple 5 min, QQ and Xiaomi 10). */
const CODE_LIFETIME_MS: Record<ThirdPartyProvider, number> = {
  weixin: 5 * 60_000,
  apple: 5 * 60_000,
  qq: 10 * 60_000,
  xiaomi: 10 * 60_000,
};

export const CREDENTIALS = {
  weixinWeb: { appId: 'wx-web-app', secret: 'wx-web-secret' },
  weixinMp: { appId: 'wx-mp-app', secret: 'wx-mp-secret' },
  qq: { appId: '101000001', appKey: 'qq-app-key' },
  apple: { clientId: 'com.example.tarot.web', teamId: 'TEAM123456', keyId: 'KEY1234567' },
  xiaomi: { clientId: '2882303761500000001', clientSecret: 'xiaomi-secret' },
} as const;

/** The per-app id providers hand out: the same person is another openid in another app. */
const openidOf = (person: Person, appId: string) =>
  createHash('sha256').update(`${appId}:${person.id}`).digest('base64url').slice(0, 28);

const json = (response: ServerResponse, body: unknown, status = 200, prefix = '') => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(prefix + JSON.stringify(body));
};

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

export interface StandIns {
  readonly url: string;
  /** Settings pointing every provider here, with `callbackBase` as our server's address. */
  settings(callbackBase: string, timeoutMs?: number): SignInSettings;
  /** Who the next sign-in at `provider` is. */
  signInAs(provider: ThirdPartyProvider, person: Person): void;
  /** Ages every code issued so far past its lifetime. */
  expireCodes(): void;
  /** Provider calls hang (never answer) while set: a provider that is down. */
  hang: boolean;
  /** Apple's next ID token is signed with a key Apple never published. */
  forgeNextIdToken: boolean;
  close(): Promise<void>;
}

export async function startStandIns(): Promise<StandIns> {
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, IssuedCode>();
  const current = new Map<ThirdPartyProvider, Person>();
  const appleNamed = new Set<string>();
  const appleKeys = await generateKeyPair('RS256', { extractable: true });
  const forgedKeys = await generateKeyPair('RS256');
  const team = await generateKeyPair('ES256', { extractable: true });
  const teamPrivateKey = await exportPKCS8(team.privateKey);
  const publicJwk = { ...(await exportJWK(appleKeys.publicKey)), kid: 'stand-in-1', alg: 'RS256', use: 'sig' };
  const avatar = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#6831FF' } })
    .png()
    .toBuffer();
  const hanging = new Set<ServerResponse>();

  const issue = (provider: ThirdPartyProvider, query: URLSearchParams, clientId: string) => {
    const person = current.get(provider);
    if (!person) throw new Error(`no person set for ${provider}`);
    const code = randomBytes(12).toString('hex');
    codes.set(code, {
      provider,
      person,
      clientId,
      redirectUri: query.get('redirect_uri') ?? '',
      nonce: query.get('nonce') ?? undefined,
      codeChallenge:
        query.get('code_challenge_method') === 'S256' ? (query.get('code_challenge') ?? undefined) : undefined,
      issuedAt: Date.now(),
      used: false,
    });
    return code;
  };

  /** The code's grant, or why not: unknown, used (then dead) or expired. */
  const redeem = (provider: ThirdPartyProvider, code: string | null, clientId: string) => {
    const grant = code ? codes.get(code) : undefined;
    if (!grant || grant.provider !== provider || grant.clientId !== clientId) return 'invalid' as const;
    if (grant.used) return 'used' as const;
    if (Date.now() - grant.issuedAt > CODE_LIFETIME_MS[provider]) return 'expired' as const;
    grant.used = true;
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, grant);
    return { grant, accessToken };
  };

  const redirectBack = (response: ServerResponse, query: URLSearchParams, code: string) => {
    const target = new URL(query.get('redirect_uri')!);
    target.searchParams.set('code', code);
    target.searchParams.set('state', query.get('state') ?? '');
    response.writeHead(302, { location: target.toString() });
    response.end();
  };

  const weixinApp = (appId: string | null) =>
    [CREDENTIALS.weixinWeb, CREDENTIALS.weixinMp].find((app) => app.appId === appId);

  const routes: Record<
    string,
    (query: URLSearchParams, request: IncomingMessage, response: ServerResponse) => unknown
  > = {
    'GET /weixin-open/connect/qrconnect': (query, _request, response) =>
      redirectBack(response, query, issue('weixin', query, query.get('appid') ?? '')),
    'GET /weixin-open/connect/oauth2/authorize': (query, _request, response) =>
      redirectBack(response, query, issue('weixin', query, query.get('appid') ?? '')),
    'GET /weixin-api/sns/oauth2/access_token': (query, _request, response) => {
      const app = weixinApp(query.get('appid'));
      if (!app || app.secret !== query.get('secret'))
        return json(response, { errcode: 40125, errmsg: 'invalid appsecret' });
      const outcome = redeem('weixin', query.get('code'), app.appId);
      if (outcome === 'invalid') return json(response, { errcode: 40029, errmsg: 'invalid code' });
      if (outcome === 'used') return json(response, { errcode: 40163, errmsg: 'code been used' });
      if (outcome === 'expired') return json(response, { errcode: 42003, errmsg: 'code expired' });
      const { grant, accessToken } = outcome;
      return json(response, {
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: randomBytes(8).toString('hex'),
        openid: openidOf(grant.person, app.appId),
        scope: app === CREDENTIALS.weixinWeb ? 'snsapi_login' : 'snsapi_userinfo',
        ...(grant.person.unionid ? { unionid: grant.person.unionid } : {}),
      });
    },
    'GET /weixin-api/sns/userinfo': (query, _request, response) => {
      const grant = tokens.get(query.get('access_token') ?? '');
      if (!grant || openidOf(grant.person, grant.clientId) !== query.get('openid')) {
        return json(response, { errcode: 40001, errmsg: 'invalid credential' });
      }
      return json(response, {
        openid: query.get('openid'),
        nickname: grant.person.nickname,
        sex: 0,
        province: '',
        city: '',
        country: 'CN',
        headimgurl: `${url}/avatar/weixin.png`,
        privilege: [],
        ...(grant.person.unionid ? { unionid: grant.person.unionid } : {}),
      });
    },
    'GET /qq/oauth2.0/authorize': (query, _request, response) =>
      redirectBack(response, query, issue('qq', query, query.get('client_id') ?? '')),
    'GET /qq/oauth2.0/token': (query, _request, response) => {
      if (query.get('client_secret') !== CREDENTIALS.qq.appKey) {
        return json(response, { error: 100016, error_description: 'access token check failed' });
      }
      const outcome = redeem('qq', query.get('code'), query.get('client_id') ?? '');
      if (typeof outcome === 'string')
        return json(response, { error: 100019, error_description: 'code to access token error' });
      return json(response, { access_token: outcome.accessToken, expires_in: '7776000', refresh_token: 'r' });
    },
    'GET /qq/oauth2.0/me': (query, _request, response) => {
      const grant = tokens.get(query.get('access_token') ?? '');
      if (!grant) return json(response, { error: 100016, error_description: 'access token check failed' });
      return json(response, {
        client_id: grant.clientId,
        openid: openidOf(grant.person, grant.clientId),
        ...(query.get('unionid') === '1' && grant.person.unionid ? { unionid: grant.person.unionid } : {}),
      });
    },
    'GET /qq/user/get_user_info': (query, _request, response) => {
      const grant = tokens.get(query.get('access_token') ?? '');
      if (!grant) return json(response, { ret: 100016, msg: 'access token check failed' });
      return json(response, {
        ret: 0,
        msg: '',
        nickname: grant.person.nickname,
        figureurl_qq_1: `${url}/avatar/qq-40.png`,
        figureurl_qq_2: `${url}/avatar/qq.png`,
      });
    },
    'GET /xiaomi-account/oauth2/authorize': (query, _request, response) =>
      redirectBack(response, query, issue('xiaomi', query, query.get('client_id') ?? '')),
    'GET /xiaomi-account/oauth2/token': (query, _request, response) => {
      const prefix = '&&&START&&&';
      if (query.get('client_secret') !== CREDENTIALS.xiaomi.clientSecret) {
        return json(response, { error: 96009, error_description: 'client secret mismatch' }, 200, prefix);
      }
      const outcome = redeem('xiaomi', query.get('code'), query.get('client_id') ?? '');
      if (typeof outcome === 'string') {
        return json(response, { error: 96013, error_description: 'code expired or used' }, 200, prefix);
      }
      return json(
        response,
        {
          access_token: outcome.accessToken,
          expires_in: 315360000,
          refresh_token: 'r',
          scope: '1 3',
          token_type: 'mac',
          mac_key: 'k',
          mac_algorithm: 'HmacSha1',
          openId: openidOf(outcome.grant.person, outcome.grant.clientId),
        },
        200,
        prefix,
      );
    },
    'GET /xiaomi-api/user/profile': (query, _request, response) => {
      const grant = tokens.get(query.get('token') ?? '');
      if (!grant) return json(response, { result: 'error', code: 96008, description: 'invalid token' });
      return json(response, {
        result: 'ok',
        code: 0,
        description: '成功',
        data: {
          miliaoNick: grant.person.nickname,
          miliaoIcon: `${url}/avatar/xiaomi.png`,
          ...(grant.person.unionid ? { unionId: grant.person.unionid } : {}),
        },
      });
    },
    'GET /apple/auth/authorize': (query, _request, response) => {
      const person = current.get('apple');
      const code = issue('apple', query, query.get('client_id') ?? '');
      // Apple sends the name only the first time a person authorises the app.
      const user =
        person?.name && !appleNamed.has(person.id)
          ? JSON.stringify({ name: person.name, email: 'x@privaterelay.appleid.com' })
          : '';
      if (person) appleNamed.add(person.id);
      const fields = { code, state: query.get('state') ?? '', ...(user ? { user } : {}) };
      const inputs = Object.entries(fields)
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${name}" value="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`,
        )
        .join('');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><form method="post" action="${query.get('redirect_uri')}">${inputs}</form>` +
          '<script>document.forms[0].submit()</script>',
      );
    },
    'POST /apple/auth/token': async (_query, request, response) => {
      const form = await readForm(request);
      const clientId = form.get('client_id') ?? '';
      try {
        await jwtVerify(form.get('client_secret') ?? '', team.publicKey, {
          issuer: CREDENTIALS.apple.teamId,
          subject: clientId,
          audience: APPLE_ISSUER,
          algorithms: ['ES256'],
        });
      } catch {
        return json(response, { error: 'invalid_client' }, 400);
      }
      const outcome = redeem('apple', form.get('code'), clientId);
      const verifier = form.get('code_verifier');
      if (
        typeof outcome === 'string' ||
        outcome.grant.redirectUri !== form.get('redirect_uri') ||
        // As Apple does: a code issued for a challenge is traded only with its verifier.
        (outcome.grant.codeChallenge !== undefined &&
          (!verifier || createHash('sha256').update(verifier).digest('base64url') !== outcome.grant.codeChallenge))
      ) {
        return json(response, { error: 'invalid_grant' }, 400);
      }
      const forged = state.forgeNextIdToken;
      state.forgeNextIdToken = false;
      const idToken = await new SignJWT({ nonce: outcome.grant.nonce, email: 'x@privaterelay.appleid.com' })
        .setProtectedHeader({ alg: 'RS256', kid: 'stand-in-1' })
        .setIssuer(APPLE_ISSUER)
        .setAudience(clientId)
        .setSubject(outcome.grant.person.id)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(forged ? forgedKeys.privateKey : appleKeys.privateKey);
      return json(response, {
        access_token: outcome.accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: 'r',
        id_token: idToken,
      });
    },
    'GET /apple/auth/keys': (_query, _request, response) => json(response, { keys: [publicJwk] }),
  };

  const server = createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (address.pathname.startsWith('/avatar/')) {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': avatar.length });
      response.end(avatar);
      return;
    }
    const handler = routes[`${request.method} ${address.pathname}`];
    if (!handler) {
      response.writeHead(404).end();
      return;
    }
    // Down: the connection is taken and never answered.
    if (state.hang && !address.pathname.includes('/authorize')) {
      hanging.add(response);
      return;
    }
    Promise.resolve(handler(address.searchParams, request, response)).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const state: StandIns = {
    url,
    hang: false,
    forgeNextIdToken: false,
    settings(callbackBase, timeoutMs) {
      const callback = (provider: string) => `${callbackBase}/api/auth/oauth/${provider}/callback`;
      return {
        weixin: {
          web: CREDENTIALS.weixinWeb,
          mp: CREDENTIALS.weixinMp,
          callbackUrl: callback('weixin'),
          openBaseUrl: `${url}/weixin-open`,
          apiBaseUrl: `${url}/weixin-api`,
        },
        qq: { ...CREDENTIALS.qq, callbackUrl: callback('qq'), baseUrl: `${url}/qq` },
        apple: {
          ...CREDENTIALS.apple,
          privateKey: teamPrivateKey,
          callbackUrl: callback('apple'),
          baseUrl: `${url}/apple`,
        },
        xiaomi: {
          ...CREDENTIALS.xiaomi,
          callbackUrl: callback('xiaomi'),
          accountBaseUrl: `${url}/xiaomi-account`,
          apiBaseUrl: `${url}/xiaomi-api`,
        },
        ...(timeoutMs ? { timeoutMs } : {}),
      };
    },
    signInAs(provider, person) {
      current.set(provider, person);
    },
    expireCodes() {
      for (const grant of codes.values()) grant.issuedAt -= 60 * 60_000;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return state;
}
