import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_PROTOCOL } from '@tarot/contract/push';
import type { PushOverrides } from '../../src/modules/push';
import { startSibling, startTestServer, type TestServer } from '../harness';
import { signUp } from '../session';
import { createManualClock } from './manual-clock';
import { connectPush, newDeviceId, onlineClient, pushUrl } from './push-socket';

/**
 * Two instances behind a load balancer share one database and one Redis (TEST_REDIS_URL; CI
 * sets it, and TEST_DATABASE_URL for PostgreSQL): a message sent on one reaches a member
 * connected to the other, and the per-address connection limit counts both.
 */
const redisUrl = process.env.TEST_REDIS_URL || undefined;

describe.runIf(redisUrl)('push across instances', () => {
  // Keys and channels of this run only: test files on PGlite and PostgreSQL share the Redis.
  const overrides: PushOverrides = {
    clock: createManualClock(),
    redisPrefix: `tarot:test-${randomBytes(6).toString('hex')}:push:`,
  };
  let first: TestServer;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await startTestServer({ config: { redisUrl }, push: overrides });
    second = await startSibling(first, overrides);
    await Promise.all([
      first.app.listen({ port: 0, host: '127.0.0.1' }),
      second.listen({ port: 0, host: '127.0.0.1' }),
    ]);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('delivers a message sent on one instance to a member connected to the other', async () => {
    const member = await signUp(first);
    const client = await onlineClient(pushUrl(second), member.token);
    const sent = await first.app.push.sendToMember(member.user.uid, {
      kind: 'broadcast',
      title: 'across',
      body: 'b',
      url: '#/',
    });
    const packet = await client.next((p) => p.command === 'server-message' && p.data.messageId === sent!.messageId);
    expect(packet.data.title).toBe('across');
    await client.close();
  });

  it('ends the older connection of a client id that logs in on the other instance', async () => {
    const member = await signUp(first);
    const older = await connectPush(pushUrl(first.app));
    const { data } = await older.request('register', { appId: 'tarot', deviceId: newDeviceId() });
    await older.request('login', { cid: data.cid, session: data.session, token: member.token });
    const newer = await connectPush(pushUrl(second));
    await newer.request('login', { cid: data.cid, session: data.session, token: member.token });
    expect((await older.next((p) => p.command === 'close')).data).toMatchObject({ code: 23 });
    await newer.close();
  });

  it('closes a member’s sockets on the other instance when they log out on this one', async () => {
    const member = await signUp(first);
    const client = await onlineClient(pushUrl(second), member.token);
    const logout = await first.app.inject({ method: 'POST', url: '/api/auth/logout', headers: member.headers });
    expect(logout.statusCode).toBe(200);
    expect((await client.next((p) => p.command === 'close')).data).toMatchObject({ code: 23 });
    await client.closed;
  });

  it('counts one address’s connections on both instances together', async () => {
    const clients = await Promise.all(
      Array.from({ length: 30 }, (_, i) => connectPush(pushUrl(i % 2 === 0 ? first.app : second))),
    );
    const outcomes = await Promise.all(
      clients.map((client) => {
        client.send('heartbeat');
        return client.next((p) => p.command === 'heartbeat' || p.command === 'close');
      }),
    );
    expect(outcomes.filter((p) => p.command === 'heartbeat')).toHaveLength(PUSH_PROTOCOL.connectionsPerAddress);
    expect(outcomes.filter((p) => p.command === 'close' && p.data.code === 24)).toHaveLength(
      30 - PUSH_PROTOCOL.connectionsPerAddress,
    );
    await Promise.all(clients.map((client) => client.close()));
  });
});
