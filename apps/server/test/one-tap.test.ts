import { constants, generateKeyPairSync, publicEncrypt, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponse } from '@tarot/contract/auth';
import { parseConfig } from '../src/config';
import { startTestServer, type TestServer } from './harness';
import { newMobile } from './fresh';

/**
 * A stand-in for 极光认证's H5 loginTokenVerify: Basic auth with the app key and master secret,
 * each token single-use, the number encrypted with our public key (PKCS #1 v1.5), 8000 or 8001.
 */
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP = { appKey: 'jg-app-key', masterSecret: 'jg-master-secret' };
const numbers = new Map<string, string>();
let hang = false;
let vendor: Server;
let vendorUrl = '';
let server: TestServer;

beforeAll(async () => {
  vendor = createServer((request, response) => {
    if (hang) return;
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const expected = `Basic ${Buffer.from(`${APP.appKey}:${APP.masterSecret}`).toString('base64')}`;
      const reply = (answer: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      if (request.url !== '/v1/web/h5/loginTokenVerify' || request.headers.authorization !== expected) {
        return reply({ code: 9011, content: 'auth failed' });
      }
      const token = (JSON.parse(body) as { loginToken: string }).loginToken;
      const mobile = numbers.get(token);
      numbers.delete(token);
      if (!mobile) return reply({ code: 8001, content: 'get phone fail' });
      const phone = publicEncrypt({ key: keys.publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(mobile));
      return reply({ id: 1, code: 8000, content: 'get phone success', phone: phone.toString('base64') });
    });
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  vendorUrl = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
  server = await startTestServer({
    config: {
      signIn: { timeoutMs: 1500 },
      oneTap: {
        ...APP,
        privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        scriptUrl: 'https://h5.jiguang.example/jverification-web.min.js',
        helperScriptUrls: ['https://h5.jiguang.example/crypto-js.js', 'https://unicom.example/h5auth1.min.js'],
        apiBaseUrl: vendorUrl,
      },
    },
  });
});
afterAll(async () => {
  await server?.close();
  vendor?.closeAllConnections();
  await new Promise((resolve) => vendor?.close(resolve));
});

/** The token the vendor's script would hand the page for a phone on `mobile`. */
const tokenFor = (mobile: string) => {
  const token = randomUUID();
  numbers.set(token, mobile);
  return token;
};

const oneTap = (token: string, target = server) =>
  target.app.inject({
    method: 'POST',
    url: '/api/auth/login-by-one-tap',
    payload: { token },
    remoteAddress: '10.8.0.1',
  });

describe('one-click phone login', () => {
  it('is offered with its script and a CSP that admits it, only when configured', async () => {
    const config = await server.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(config.json().oneTapLogin).toEqual({
      scriptUrl: 'https://h5.jiguang.example/jverification-web.min.js',
      helperScriptUrls: ['https://h5.jiguang.example/crypto-js.js', 'https://unicom.example/h5auth1.min.js'],
      appId: 'jg-app-key',
    });
    expect(config.headers['content-security-policy']).toContain(
      "script-src 'self' https://h5.jiguang.example https://unicom.example;",
    );
    const bare = await startTestServer();
    const plain = await bare.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(plain.json().oneTapLogin).toBeNull();
    expect(plain.headers['content-security-policy']).toContain("script-src 'self';");
    expect((await oneTap('anything', bare)).json().code).toBe('LOGIN_METHOD_NOT_OFFERED');
    await bare.close();
  });

  it('registers an unknown number, signs the same account in next time, and refuses a used token', async () => {
    const mobile = newMobile('137');
    const token = tokenFor(mobile);
    const first = sessionResponse.parse((await oneTap(token)).json());
    expect(first.user.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    const second = sessionResponse.parse((await oneTap(tokenFor(mobile))).json());
    expect(second.user.uid).toBe(first.user.uid);
    const replayed = await oneTap(token);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('ONE_TAP_FAILED');
  });

  it('signs in to the account an SMS login made for the same number', async () => {
    const mobile = newMobile('136');
    await server.app.inject({ method: 'POST', url: '/api/auth/sms-code', payload: { mobile, scene: 'login' } });
    const inbox = (await server.app.inject({ method: 'GET', url: `/api/dev/inbox?to=${mobile}` })).json();
    const code = /(\d{6})/.exec(inbox.messages[0].text)![1]!;
    const bySms = sessionResponse.parse(
      (await server.app.inject({ method: 'POST', url: '/api/auth/login-by-sms', payload: { mobile, code } })).json(),
    );
    const byOneTap = sessionResponse.parse((await oneTap(tokenFor(mobile))).json());
    expect(byOneTap.user.uid).toBe(bySms.user.uid);
  });

  it('registers a number once when the same phone signs in many times at once', async () => {
    const mobile = newMobile('135');
    const answers = await Promise.all(Array.from({ length: 10 }, () => oneTap(tokenFor(mobile))));
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);
    const uids = new Set(answers.map((answer) => sessionResponse.parse(answer.json()).user.uid));
    expect(uids.size).toBe(1);
  });

  it('answers 503 within the timeout when the vendor does not answer', async () => {
    hang = true;
    try {
      const answer = await oneTap(tokenFor(newMobile('134')));
      expect(answer.statusCode).toBe(503);
      expect(answer.json().code).toBe('LOGIN_PROVIDER_UNAVAILABLE');
    } finally {
      hang = false;
    }
  });
});

describe('ONE_TAP_* settings', () => {
  it('are all four or none', () => {
    expect(parseConfig({}).oneTap).toBeUndefined();
    expect(() => parseConfig({ ONE_TAP_APP_KEY: 'k' })).toThrow(/ONE_TAP_MASTER_SECRET/);
    expect(() =>
      parseConfig({
        ONE_TAP_APP_KEY: 'k',
        ONE_TAP_MASTER_SECRET: 's',
        ONE_TAP_PRIVATE_KEY: 'p',
        ONE_TAP_SCRIPT_URL: 'http://insecure.example/sdk.js',
      }),
    ).toThrow(/ONE_TAP_SCRIPT_URL/);
    const all = {
      ONE_TAP_APP_KEY: 'k',
      ONE_TAP_MASTER_SECRET: 's',
      ONE_TAP_PRIVATE_KEY: 'p',
      ONE_TAP_SCRIPT_URL: 'https://h5.jiguang.example/sdk.js',
    };
    expect(parseConfig(all).oneTap?.helperScriptUrls).toEqual([]);
    const helpers = 'https://cdn.example/crypto-js.js, https://unicom.example/h5auth1.min.js';
    expect(parseConfig({ ...all, ONE_TAP_HELPER_SCRIPT_URLS: helpers }).oneTap?.helperScriptUrls).toEqual([
      'https://cdn.example/crypto-js.js',
      'https://unicom.example/h5auth1.min.js',
    ]);
    expect(() => parseConfig({ ...all, ONE_TAP_HELPER_SCRIPT_URLS: 'http://cdn.example/crypto-js.js' })).toThrow(
      /ONE_TAP_HELPER_SCRIPT_URLS/,
    );
  });
});

describe('third-party sign-in settings', () => {
  it('turn a provider on only with all its settings, naming what is missing', () => {
    expect(parseConfig({}).signIn).toEqual({});
    expect(() => parseConfig({ QQ_APP_ID: '1' })).toThrow(/QQ_APP_KEY.*\n.*QQ_CALLBACK_URL|QQ_APP_KEY/);
    expect(() => parseConfig({ WEIXIN_APP_ID: 'a', WEIXIN_APP_SECRET: 'b' })).toThrow(/WEIXIN_CALLBACK_URL/);
    expect(() =>
      parseConfig({
        QQ_APP_ID: '1',
        QQ_APP_KEY: 'k',
        QQ_CALLBACK_URL: 'https://t.example/cb',
        QQ_BASE_URL: 'http://qq.example',
      }),
    ).toThrow(/QQ_BASE_URL/);
    const qq = parseConfig({ QQ_APP_ID: '1', QQ_APP_KEY: 'k', QQ_CALLBACK_URL: 'https://t.example/cb' }).signIn?.qq;
    expect(qq).toEqual({
      appId: '1',
      appKey: 'k',
      callbackUrl: 'https://t.example/cb',
      baseUrl: 'https://graph.qq.com',
    });
  });
});
