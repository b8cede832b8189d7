import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config';
import { isLoopbackHost } from '../src/lib/loopback';
import { startTestServer, type TestServer } from './harness';
import { signUp } from './session';

/**
 * The development inbox shows every code to whoever asks, so it (and the development SMS,
 * e-mail and real-name providers behind it) exists only on a loopback address, or beyond it
 * when DEV_INBOX=1 says so explicitly, and never in production.
 */

const askForCode = (server: TestServer) =>
  server.app.inject({ method: 'POST', url: '/api/auth/sms-code', payload: { mobile: '13800138000', scene: 'login' } });
const readInbox = (server: TestServer) => server.app.inject({ method: 'GET', url: '/api/dev/inbox?to=13800138000' });

describe('loopback addresses', () => {
  it('are the ones only this machine can reach', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['0.0.0.0', '::', '192.168.1.10', '10.0.0.1', 'example.com', '::ffff:10.0.0.1'].map(isLoopbackHost)).toEqual(
      [false, false, false, false, false, false],
    );
  });
});

describe('a development server listening beyond loopback', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { env: 'development', host: '0.0.0.0' } });
  });
  afterAll(() => server.close());

  it('has no inbox and sends no codes it would only log', async () => {
    expect((await readInbox(server)).statusCode).toBe(404);
    const code = await askForCode(server);
    expect([code.statusCode, code.json().code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
  });

  it('trusts no ID number without a real provider', async () => {
    const member = await signUp(server);
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/user/realname',
      headers: member.headers,
      payload: { realName: '张三', idNumber: '11010519491231002X' },
    });
    expect([answer.statusCode, answer.json().code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
  });
});

describe('DEV_INBOX=1 beyond loopback', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { env: 'development', host: '0.0.0.0', devInbox: true } });
  });
  afterAll(() => server.close());

  it('serves the inbox, as explicitly asked', async () => {
    expect((await askForCode(server)).statusCode).toBe(200);
    const inbox = await readInbox(server);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().messages).toHaveLength(1);
  });
});

describe('the DEV_INBOX setting', () => {
  it('is refused in production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', DEV_INBOX: '1', TOKEN_SECRET: 'x'.repeat(32) })).toThrow(
      ConfigError,
    );
    expect(parseConfig({ DEV_INBOX: '1' }).devInbox).toBe(true);
    expect(parseConfig({}).devInbox).toBe(false);
  });
});

describe('the Authorization header', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('takes the Bearer scheme in any case', async () => {
    const member = await signUp(server);
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const me = await server.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `${scheme} ${member.token}` },
      });
      expect(me.statusCode, scheme).toBe(200);
    }
    const other = await server.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Basic ${member.token}` },
    });
    expect(other.statusCode).toBe(401);
  });
});
