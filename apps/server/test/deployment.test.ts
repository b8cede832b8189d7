import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_SOCKET_PATH } from '@tarot/contract/push';
import { startSibling, startTestServer, type TestServer } from './harness';
import { multipartBody, uploadParts } from './multipart';
import { startNginx, type TestNginx } from './nginx';
import { onlineClient } from './push/push-socket';
import { startTestS3, type TestS3 } from './s3-server';
import { tinyPng } from './upload-fixtures';

/**
 * The README's "Running at scale", as a test: two instances on one PostgreSQL database, one
 * Redis and one bucket, behind nginx configured by deploy/nginx.conf. A member's whole visit
 * goes through the proxy, which hands request after request to the other instance; nothing
 * may be lost or happen twice. Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both).
 */
const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
const redisUrl = process.env.TEST_REDIS_URL || undefined;

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

describe.runIf(postgresUrl && redisUrl)('two instances behind nginx', () => {
  let s3: TestS3;
  let first: TestServer;
  let second: FastifyInstance;
  let nginx: TestNginx;
  const answered = { first: 0, second: 0 };
  let token = '';
  let uid = '';

  /** A request through the proxy, as the member's phone sends it. */
  const call = async (method: string, url: string, body?: object | Buffer, headers: Record<string, string> = {}) => {
    const json = body !== undefined && !Buffer.isBuffer(body);
    const response = await fetch(`${nginx.url}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: json ? JSON.stringify(body) : body,
    });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
  };
  const jsonOf = (answer: { bytes: Buffer }) => JSON.parse(answer.bytes.toString('utf8'));

  beforeAll(async () => {
    s3 = await startTestS3();
    // Push keys and channels of this run only: other test files share the Redis.
    const push = { redisPrefix: `tarot:test-${randomBytes(6).toString('hex')}:push:` };
    first = await startTestServer({ config: { redisUrl, s3: s3.settings, trustProxy: ['127.0.0.1'] }, push });
    second = await startSibling(first, push);
    await Promise.all([
      first.app.listen({ port: 0, host: '127.0.0.1' }),
      second.listen({ port: 0, host: '127.0.0.1' }),
    ]);
    first.app.server.on('request', () => (answered.first += 1));
    second.server.on('request', () => (answered.second += 1));
    nginx = await startNginx([portOf(first.app), portOf(second)]);
  });
  afterAll(async () => {
    await nginx?.close();
    await second?.close();
    await first?.close();
    await s3?.close();
  });

  it('registers a member, whom both instances then know', async () => {
    const registered = await call('POST', '/api/auth/register', {
      username: `scale_${randomBytes(4).toString('hex')}`,
      nickname: '远方读者',
      password: 'tarot2026!',
    });
    expect(registered.status).toBe(200);
    ({ token } = jsonOf(registered));
    uid = jsonOf(registered).user.uid;
    const answers = await Promise.all([call('GET', '/api/auth/me'), call('GET', '/api/auth/me')]);
    expect(answers.map(({ status }) => status)).toEqual([200, 200]);
  });

  it('stores the avatar in the bucket, where either instance serves the same bytes', async () => {
    const { payload, headers } = multipartBody(uploadParts([{ cloudPath: 'avatar.png', data: await tinyPng() }]));
    const uploaded = await call('POST', '/api/files', payload, headers);
    expect(uploaded.status).toBe(200);
    const [file] = jsonOf(uploaded).files;
    const profile = await call('PUT', '/api/user/avatar', { fileID: file.fileID });
    expect(profile.status).toBe(200);
    const images = await Promise.all([1, 2, 3, 4].map(() => call('GET', jsonOf(profile).avatar)));
    expect(images.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    expect(new Set(images.map(({ bytes }) => bytes.toString('base64'))).size).toBe(1);
    expect(await s3.objectNames()).toHaveLength(1);
  });

  it('counts one check-in a day however many taps reach both instances at once', async () => {
    const before = jsonOf(await call('GET', '/api/auth/me')).score as number;
    const taps = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/points/check-in', {})));
    expect(taps.filter(({ status }) => status === 200)).toHaveLength(1);
    const after = await Promise.all([call('GET', '/api/auth/me'), call('GET', '/api/auth/me')]);
    const scores = after.map((answer) => jsonOf(answer).score as number);
    expect(scores[0]).toBeGreaterThan(before);
    expect(scores[1]).toBe(scores[0]);
  });

  it('keeps a saved reading exactly once, listed alike by both instances', async () => {
    const reading = { spreadId: 'single', cards: [{ id: 'major-10', reversed: false }], question: '换工作会顺利吗？' };
    expect((await call('POST', '/api/readings', reading)).status).toBe(200);
    const lists = await Promise.all([call('GET', '/api/readings?page=1'), call('GET', '/api/readings?page=1')]);
    for (const list of lists) {
      expect(jsonOf(list).items.map((item: { question: string }) => item.question)).toEqual(['换工作会顺利吗？']);
    }
  });

  it('delivers a message sent on either instance once to the push socket held through the proxy', async () => {
    const client = await onlineClient(`${nginx.url.replace('http', 'ws')}${PUSH_SOCKET_PATH}`, token);
    const message = (title: string) => ({ kind: 'broadcast' as const, title, body: '…', url: '#/' });
    const sent = [
      await first.app.push.sendToMember(uid, message('from the first')),
      await second.push.sendToMember(uid, message('from the second')),
    ];
    const delivered = await Promise.all(
      sent.map((one) =>
        client.next((packet) => packet.command === 'server-message' && packet.data.messageId === one!.messageId),
      ),
    );
    expect(delivered.map((packet) => packet.data.title)).toEqual(['from the first', 'from the second']);
    // A copy would arrive within the same instant as the original; give it time to show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const messages = client.received.filter((packet) => packet.command === 'server-message');
    expect(new Set(messages.map((packet) => packet.data.messageId)).size).toBe(2);
    await client.close();
  });

  it('spread the visit over both instances', () => {
    expect(answered.first).toBeGreaterThanOrEqual(5);
    expect(answered.second).toBeGreaterThanOrEqual(5);
  });
});
