import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_PROTOCOL, PUSH_RESULTS } from '@tarot/contract/push';
import { startTestServer, type TestServer } from '../harness';
import { signUp } from '../session';
import { createManualClock } from './manual-clock';
import { connectPush, newDeviceId, onlineClient, pushUrl, type Packet } from './push-socket';

/** The push socket's state machine over a real WebSocket, with time moved by hand. */
const clock = createManualClock();
let server: TestServer;
let url: string;

beforeAll(async () => {
  server = await startTestServer({ push: { clock } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  url = pushUrl(server.app);
});
afterAll(() => server.close());

const isMessage = (messageId: string) => (packet: Packet) =>
  packet.command === 'server-message' && packet.data.messageId === messageId;
const message = (title: string) => ({ kind: 'broadcast' as const, title, body: '正文', url: '#/' });
/** Each test's packets in a second of their own: the per-connection allowance is per second. */
const nextSecond = () => clock.advance(1000);

describe('register and login', () => {
  it('registers a device and answers a client id and a session', async () => {
    nextSecond();
    const client = await connectPush(url);
    const answer = await client.request('register', { appId: 'tarot', deviceId: newDeviceId() });
    expect(answer.data).toMatchObject({ errorCode: 0, cid: expect.any(String), session: expect.any(String) });
    expect(answer).toMatchObject({ version: '1.0', command: 'register' });
    await client.close();
  });

  it('refuses a wrong app id with an error packet, then closes with 20', async () => {
    nextSecond();
    const client = await connectPush(url);
    const answer = await client.request('register', { appId: 'other', deviceId: newDeviceId() });
    expect(answer.data).toMatchObject(PUSH_RESULTS.invalidAppId);
    expect((await client.next((packet) => packet.command === 'close')).data).toMatchObject({ code: 20 });
    expect(await client.closed).toBe(1008);
  });

  it('answers a too short device id as an invalid packet and stays open', async () => {
    nextSecond();
    const client = await connectPush(url);
    const answer = await client.request('register', { appId: 'tarot', deviceId: 'short' });
    expect(answer.data).toMatchObject(PUSH_RESULTS.invalidPacket);
    expect((await client.request('heartbeat')).data).toMatchObject(PUSH_RESULTS.success);
    await client.close();
  });

  it('refuses a bad token or session with a non-zero code, so the client registers again', async () => {
    nextSecond();
    const member = await signUp(server);
    const client = await connectPush(url);
    const { data } = await client.request('register', { appId: 'tarot', deviceId: newDeviceId() });
    const badToken = await client.request('login', { cid: data.cid, session: data.session, token: 'not.a.token' });
    expect(badToken.data).toMatchObject(PUSH_RESULTS.loginFailed);
    const badSession = await client.request('login', { cid: data.cid, session: 'guess', token: member.token });
    expect(badSession.data).toMatchObject(PUSH_RESULTS.clientIdNotFound);
    const good = await client.request('login', { cid: data.cid, session: data.session, token: member.token });
    expect(good.data).toMatchObject(PUSH_RESULTS.success);
    await client.close();
  });

  it('ends an older connection of the same client id with 23 when it logs in again', async () => {
    nextSecond();
    const member = await signUp(server);
    const first = await connectPush(url);
    const { data } = await first.request('register', { appId: 'tarot', deviceId: newDeviceId() });
    await first.request('login', { cid: data.cid, session: data.session, token: member.token });
    const second = await connectPush(url);
    await second.request('login', { cid: data.cid, session: data.session, token: member.token });
    expect((await first.next((packet) => packet.command === 'close')).data).toMatchObject({ code: 23 });
    await first.closed;
    expect(second.socket.readyState).toBe(second.socket.OPEN);
    await second.close();
  });
});

describe('bad input', () => {
  it('closes with 20 on a packet that is not JSON or not a packet', async () => {
    for (const raw of [
      '{nope',
      JSON.stringify({ command: 'heartbeat' }),
      JSON.stringify({ version: '1.0', command: 'fly', packetId: 'x', timeStamp: 1 }),
    ]) {
      const client = await connectPush(url);
      client.socket.send(raw);
      expect((await client.next((packet) => packet.command === 'close')).data).toMatchObject({ code: 20 });
      expect(await client.closed).toBe(1008);
    }
  });

  it('closes with 20 on a binary frame', async () => {
    const client = await connectPush(url);
    client.socket.send(Buffer.from('{}'), { binary: true });
    expect((await client.next((packet) => packet.command === 'close')).data).toMatchObject({ code: 20 });
    expect(await client.closed).toBe(1008);
  });

  it('closes a connection that sends an oversized packet (1009)', async () => {
    const client = await connectPush(url);
    client.send('client-message', { text: 'x'.repeat(PUSH_PROTOCOL.maxPacketBytes) });
    expect(await client.closed).toBe(1009);
  });

  it('answers server-only commands from a client as invalid packets', async () => {
    nextSecond();
    const client = await connectPush(url);
    expect((await client.request('server-message', {})).data).toMatchObject(PUSH_RESULTS.invalidPacket);
    expect((await client.request('redirect', {})).data).toMatchObject(PUSH_RESULTS.invalidPacket);
    expect((await client.request('client-message', { text: 'hi' })).data).toMatchObject(PUSH_RESULTS.success);
    expect((await client.request('received', { cid: 'x', messageId: crypto.randomUUID() })).data).toMatchObject(
      PUSH_RESULTS.notLoggedIn,
    );
    client.send('close', { code: 0, reason: 'bye' });
    expect(await client.closed).toBe(1000);
  });
});

describe('limits', () => {
  it('admits twenty connections per address at once and closes the rest with 24', async () => {
    const clients = await Promise.all(Array.from({ length: 25 }, () => connectPush(url)));
    // A heartbeat answer proves admission; a refused one gets the close packet instead.
    const outcomes = await Promise.all(
      clients.map((client) => {
        client.send('heartbeat');
        return client.next((packet) => packet.command === 'heartbeat' || packet.command === 'close');
      }),
    );
    const refused = outcomes.filter((packet) => packet.command === 'close');
    expect(refused).toHaveLength(25 - PUSH_PROTOCOL.connectionsPerAddress);
    for (const packet of refused) expect(packet.data).toMatchObject({ code: 24 });
    await Promise.all(clients.map((client) => client.close()));
    nextSecond();
    const after = await connectPush(url);
    expect((await after.request('heartbeat')).data).toMatchObject(PUSH_RESULTS.success);
    await after.close();
  });
});

describe('heartbeats', () => {
  it('keeps a beating connection and closes one silent for two beats with 22', async () => {
    nextSecond();
    const beating = await connectPush(url);
    const silent = await connectPush(url);
    await Promise.all([beating.request('heartbeat'), silent.request('heartbeat')]);
    for (let beat = 0; beat < 3; beat += 1) {
      clock.advance(PUSH_PROTOCOL.heartbeatMs);
      expect((await beating.request('heartbeat')).data).toMatchObject(PUSH_RESULTS.success);
    }
    expect((await silent.next((packet) => packet.command === 'close')).data).toMatchObject({ code: 22 });
    await silent.closed;
    expect(beating.socket.readyState).toBe(beating.socket.OPEN);
    await beating.close();
  });
});

describe('delivery', () => {
  it('delivers live, acknowledges once and answers a repeated received with 3', async () => {
    nextSecond();
    const member = await signUp(server);
    const client = await onlineClient(url, member.token);
    const sent = await server.app.push.sendToMember(member.user.uid, message('live'));
    const packet = await client.next(isMessage(sent!.messageId));
    expect(packet.data).toEqual({ messageId: sent!.messageId, title: 'live', body: '正文', url: '#/' });
    const ack = { cid: client.cid, messageId: sent!.messageId };
    expect((await client.request('received', ack)).data).toMatchObject(PUSH_RESULTS.success);
    expect((await client.request('received', ack)).data).toMatchObject(PUSH_RESULTS.repeated);
    expect((await client.request('received', { ...ack, cid: 'another' })).data).toMatchObject(
      PUSH_RESULTS.clientIdNotFound,
    );
    const unknown = { ...ack, messageId: crypto.randomUUID() };
    expect((await client.request('received', unknown)).data).toMatchObject(PUSH_RESULTS.messageNotFound);
    clock.advance(PUSH_PROTOCOL.resendDelayMs * 5);
    expect(client.received.filter(isMessage(sent!.messageId))).toHaveLength(1);
    await client.close();
  });

  it('sends an unacknowledged message again every 3 s, three times at most', async () => {
    nextSecond();
    const member = await signUp(server);
    const client = await onlineClient(url, member.token);
    const sent = await server.app.push.sendToMember(member.user.uid, message('resend'));
    const count = () => client.received.filter(isMessage(sent!.messageId)).length;
    await client.next(isMessage(sent!.messageId));
    clock.advance(PUSH_PROTOCOL.resendDelayMs - 1);
    await client.request('heartbeat');
    expect(count()).toBe(1);
    for (let resend = 1; resend <= PUSH_PROTOCOL.maxResends; resend += 1) {
      clock.advance(PUSH_PROTOCOL.resendDelayMs);
      await client.request('heartbeat');
      expect(count()).toBe(1 + resend);
    }
    clock.advance(PUSH_PROTOCOL.resendDelayMs * 3);
    await client.request('heartbeat');
    expect(count()).toBe(1 + PUSH_PROTOCOL.maxResends);
    await client.close();
  });

  it('stops resending once acknowledged', async () => {
    nextSecond();
    const member = await signUp(server);
    const client = await onlineClient(url, member.token);
    const sent = await server.app.push.sendToMember(member.user.uid, message('ack'));
    await client.next(isMessage(sent!.messageId));
    clock.advance(PUSH_PROTOCOL.resendDelayMs);
    await client.request('received', { cid: client.cid, messageId: sent!.messageId });
    clock.advance(PUSH_PROTOCOL.resendDelayMs * 4);
    await client.request('heartbeat');
    expect(client.received.filter(isMessage(sent!.messageId))).toHaveLength(2);
    await client.close();
  });

  it('delivers to every device of the member', async () => {
    nextSecond();
    const member = await signUp(server);
    const phone = await onlineClient(url, member.token);
    const laptop = await onlineClient(url, member.token);
    const sent = await server.app.push.sendToMember(member.user.uid, message('everywhere'));
    await Promise.all([phone.next(isMessage(sent!.messageId)), laptop.next(isMessage(sent!.messageId))]);
    await Promise.all([phone.close(), laptop.close()]);
  });

  it('keeps messages for an offline member and delivers them at the next login, until they expire', async () => {
    nextSecond();
    const member = await signUp(server);
    const old = await server.app.push.sendToMember(member.user.uid, message('old'));
    clock.advance(PUSH_PROTOCOL.messageLifetimeMs - 60_000);
    const fresh = await server.app.push.sendToMember(member.user.uid, message('fresh'));
    clock.advance(60_000);
    const client = await onlineClient(url, member.token);
    await client.next(isMessage(fresh!.messageId));
    await client.request('heartbeat');
    expect(client.received.some(isMessage(old!.messageId))).toBe(false);
    await client.request('received', { cid: client.cid, messageId: fresh!.messageId });
    await client.close();

    nextSecond();
    const again = await onlineClient(url, member.token);
    await again.request('heartbeat');
    expect(again.received.some(isMessage(fresh!.messageId))).toBe(false);
    await again.close();
  });

  it('takes the acknowledgements of a whole backlog at once, beyond the packet allowance', async () => {
    nextSecond();
    const member = await signUp(server);
    const backlog = PUSH_PROTOCOL.packetsPerSecond * 2;
    for (let i = 0; i < backlog; i += 1) await server.app.push.sendToMember(member.user.uid, message(`waiting ${i}`));
    const client = await onlineClient(url, member.token);
    const arrived = await Promise.all(
      Array.from({ length: backlog }, (_, i) =>
        client.next((p) => p.command === 'server-message' && p.data.title === `waiting ${i}`),
      ),
    );
    const answers = await Promise.all(
      arrived.map(({ data }) => client.request('received', { cid: client.cid, messageId: data.messageId })),
    );
    expect(answers.map((answer) => answer.data.errorCode)).toEqual(Array(backlog).fill(0));
    await client.close();
  });

  it('stops live delivery after logout', async () => {
    nextSecond();
    const member = await signUp(server);
    const client = await onlineClient(url, member.token);
    expect((await client.request('logout')).data).toMatchObject(PUSH_RESULTS.success);
    const sent = await server.app.push.sendToMember(member.user.uid, message('after logout'));
    await client.request('heartbeat');
    expect(client.received.some(isMessage(sent!.messageId))).toBe(false);
    await client.close();
  });
});
