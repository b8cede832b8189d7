import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_PROTOCOL, PUSH_RESULTS } from '@tarot/contract/push';
import { createConnection, emptyCounters, MAX_QUEUED_BYTES, type PushSocket } from '../../src/modules/push/connection';
import { startTestServer, type TestServer } from '../harness';
import { signUp } from '../session';
import { createManualClock } from './manual-clock';
import { connectPush, onlineClient, pushUrl } from './push-socket';

/**
 * What one address can make the server hold: never-reading sockets, floods of refused packets
 * and of acknowledgements. Asserted on what the server itself counts, not on timings.
 */
const clock = createManualClock();
let server: TestServer;
let url: string;

/** What the server logged while handling push sockets, by level. */
const logged: { level: 'warn' | 'error'; entry: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = await startTestServer({
    push: { clock },
    extend(app) {
      app.addHook('onRequest', async (request) => {
        const record = (level: 'warn' | 'error') => (entry: Record<string, unknown>) =>
          void logged.push({ level, entry });
        request.log = Object.assign(Object.create(request.log) as FastifyBaseLogger, {
          warn: record('warn'),
          error: record('error'),
        });
      });
    },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  url = pushUrl(server.app);
});
afterAll(() => server.close());

const stats = () => server.app.push.socketStats();
const heartbeat = (packetId: string) =>
  JSON.stringify({ version: PUSH_PROTOCOL.version, command: 'heartbeat', packetId, timeStamp: 1, data: {} });

describe('a socket that never reads', () => {
  it('is cut once more than 1 MB waits to go out to it, and nothing more is queued', () => {
    const sent: string[] = [];
    let terminated = 0;
    const socket = {
      OPEN: 1,
      readyState: 1,
      bufferedAmount: 0,
      send: (frame: string) => void sent.push(frame),
      close: () => undefined,
      terminate: () => {
        terminated += 1;
        socket.readyState = 3;
      },
    };
    const counters = emptyCounters();
    const connection = createConnection(socket as unknown as PushSocket, '192.0.2.1', clock, counters);
    connection.send('heartbeat', PUSH_RESULTS.success);
    socket.bufferedAmount = MAX_QUEUED_BYTES + 1;
    connection.send('heartbeat', PUSH_RESULTS.success);
    connection.send('heartbeat', PUSH_RESULTS.success);
    expect([sent.length, terminated, counters.closedUnread]).toEqual([2, 1, 1]);
    expect(counters.peakQueuedBytes).toBe(MAX_QUEUED_BYTES + 1);
  });

  it('holds almost nothing for 20 sockets of one address flooding heartbeats without reading', async () => {
    clock.advance(1000);
    const before = stats();
    const flood = 2_000;
    const clients = await Promise.all(
      Array.from({ length: PUSH_PROTOCOL.connectionsPerAddress }, () => connectPush(url)),
    );
    for (const client of clients) {
      // The client's end stops reading: whatever the server answers stays queued on its side.
      client.socket.pause();
      for (let i = 0; i < flood; i += 1) client.socket.send(heartbeat(`flood-${i}`));
    }
    const perSocketDropped = flood - PUSH_PROTOCOL.packetsPerSecond - 1;
    await expect
      .poll(() => stats().packetsDropped - before.packetsDropped, { timeout: 20_000 })
      .toBe(clients.length * perSocketDropped);
    const after = stats();
    // Ten answers and one "too frequent" per socket at most: far below the 1 MB bound each.
    expect(after.peakQueuedBytes).toBeLessThan(64 * 1024);
    expect(after.queuedBytes).toBeLessThan(50 * 1024 * 1024);
    expect(after.closedUnread).toBe(before.closedUnread);
    for (const client of clients) client.socket.resume();
    await Promise.all(clients.map((client) => client.close()));
  });
});

describe('refused packets', () => {
  it('handles ten packets a second, answers the first one over with 2 and drops the rest unanswered', async () => {
    clock.advance(1000);
    const client = await connectPush(url);
    const ids = Array.from({ length: 40 }, (_, i) => `burst-${i}`);
    for (const id of ids) client.socket.send(heartbeat(id));
    const refused = ids[PUSH_PROTOCOL.packetsPerSecond]!;
    expect((await client.next((packet) => packet.packetId === refused)).data).toMatchObject(PUSH_RESULTS.tooFrequent);
    clock.advance(1000);
    expect((await client.request('heartbeat')).data).toMatchObject(PUSH_RESULTS.success);
    const answered = client.received.filter((packet) => ids.includes(packet.packetId));
    expect(answered.map((packet) => packet.data.errorCode)).toEqual([
      ...Array<number>(PUSH_PROTOCOL.packetsPerSecond).fill(0),
      PUSH_RESULTS.tooFrequent.errorCode,
    ]);
    await client.close();
  });

  it('lets one acknowledgement of a message in flight past the allowance, not 500 copies of it', async () => {
    clock.advance(1000);
    const member = await signUp(server);
    const client = await onlineClient(url, member.token);
    clock.advance(1000);
    const sent = await server.app.push.sendToMember(member.user.uid, {
      kind: 'broadcast',
      title: 'once',
      body: 'b',
      url: '#/',
    });
    await client.next((packet) => packet.command === 'server-message' && packet.data.messageId === sent!.messageId);
    const before = stats().packetsDropped;
    const ack = { cid: client.cid, messageId: sent!.messageId };
    const ids = Array.from({ length: 500 }, (_, i) => client.send('received', ack, `ack-${i}`));
    // One claims the message, ten fit the allowance, one is told "too frequent": 488 cost nothing.
    await expect.poll(() => stats().packetsDropped - before).toBe(500 - 1 - PUSH_PROTOCOL.packetsPerSecond - 1);
    const lastAnswered = ids[PUSH_PROTOCOL.packetsPerSecond + 1]!;
    expect((await client.next((packet) => packet.packetId === lastAnswered)).data).toMatchObject(
      PUSH_RESULTS.tooFrequent,
    );
    expect((await client.next((packet) => packet.packetId === ids[0])).data).toMatchObject(PUSH_RESULTS.success);
    await client.close();
  });
});

describe('an oversized frame', () => {
  it('closes the socket (1009) and logs one warning without a stack, not an error', async () => {
    const before = logged.length;
    const client = await connectPush(url);
    client.send('client-message', { text: 'x'.repeat(5 * 1024) });
    expect(await client.closed).toBe(1009);
    await expect.poll(() => logged.length).toBe(before + 1);
    const [entry] = logged.slice(before);
    expect(entry).toMatchObject({ level: 'warn', entry: { code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' } });
    expect(JSON.stringify(entry)).not.toContain('    at ');
  });
});
