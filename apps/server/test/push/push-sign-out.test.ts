import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_RESULTS } from '@tarot/contract/push';
import { RECHECK_MS } from '../../src/modules/push/protocol';
import { createSessionRepo } from '../../src/modules/accounts/sessions/repo';
import { signUpAdmin } from '../admin';
import { startTestServer, type TestServer } from '../harness';
import { signUp } from '../session';
import { createManualClock } from './manual-clock';
import { onlineClient, pushUrl, type PushClient } from './push-socket';

/**
 * A member who signs out is signed out of the push socket too, at once: whatever the socket
 * sends (not only heartbeats), and without waiting for it to send anything.
 */
const clock = createManualClock();
let server: TestServer;
let url: string;

beforeAll(async () => {
  server = await startTestServer({ push: { clock } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  url = pushUrl(server.app);
});
afterAll(() => server.close());

const post = (path: string, headers: Record<string, string>, payload: object = {}) =>
  server.app.inject({ method: 'POST', url: path, headers, payload });

/** The socket got the close packet 23 and closed, without sending anything after the sign-out. */
async function expectSignedOut(client: PushClient): Promise<void> {
  expect((await client.next((packet) => packet.command === 'close')).data).toMatchObject({ code: 23 });
  await client.closed;
}

/** A second session of the member, as another device opens it. */
async function signInAgain(username: string): Promise<{ token: string }> {
  return (await post('/api/auth/login', {}, { account: username, password: 'tarot2026!' })).json();
}

/** The code in the newest message the development inbox holds for `to`. */
async function codeSentTo(to: string): Promise<string> {
  const inbox = (await server.app.inject({ method: 'GET', url: `/api/dev/inbox?to=${encodeURIComponent(to)}` })).json();
  return /(\d{6})/.exec(inbox.messages[0]?.text ?? '')![1]!;
}

describe('signing out closes the member’s push sockets', () => {
  it('logout closes the sockets of this session, and a message sent afterwards reaches none of them', async () => {
    clock.advance(1000);
    const member = await signUp(server);
    const first = await onlineClient(url, member.token);
    const second = await onlineClient(url, member.token);
    expect((await post('/api/auth/logout', member.headers)).statusCode).toBe(200);
    await Promise.all([expectSignedOut(first), expectSignedOut(second)]);
    expect(
      await server.app.push.sendToMember(member.user.uid, { kind: 'broadcast', title: 't', body: 'b', url: '#/' }),
    ).not.toBeNull();
    expect(first.received.filter((packet) => packet.command === 'server-message')).toHaveLength(0);
  });

  it('logout leaves the sockets of the member’s other devices open', async () => {
    clock.advance(1000);
    const member = await signUp(server);
    const other = await signInAgain(member.user.username!);
    const phone = await onlineClient(url, member.token);
    const laptop = await onlineClient(url, other.token);
    expect((await post('/api/auth/logout', member.headers)).statusCode).toBe(200);
    await expectSignedOut(phone);
    expect((await laptop.request('heartbeat')).data).toMatchObject(PUSH_RESULTS.success);
    await laptop.close();
  });

  it('a password change closes every socket opened with an earlier token; this device goes on with its fresh one', async () => {
    clock.advance(1000);
    const member = await signUp(server);
    const other = await signInAgain(member.user.username!);
    const here = await onlineClient(url, member.token);
    const elsewhere = await onlineClient(url, other.token);
    const changed = await post('/api/user/change-password', member.headers, {
      oldPassword: 'tarot2026!',
      newPassword: 'newMoon#42',
    });
    expect(changed.statusCode).toBe(200);
    // This device moved to a new session (decision 0003): its old token, and the socket opened with it, end.
    await expectSignedOut(elsewhere);
    await expectSignedOut(here);
    const again = await onlineClient(url, changed.json().token);
    expect((await again.request('heartbeat')).data).toMatchObject(PUSH_RESULTS.success);
    await again.close();
  });

  it('a password reset by e-mail code closes them', async () => {
    clock.advance(1000);
    const email = `reset.${Date.now().toString(36)}@example.com`;
    await post('/api/auth/email-code', {}, { email, scene: 'register-email' });
    const registered = await post(
      '/api/auth/register-by-email',
      {},
      { email, code: await codeSentTo(email), nickname: '星语', password: 'tarot2026!' },
    );
    const client = await onlineClient(url, registered.json().token);
    await post('/api/auth/email-code', {}, { email, scene: 'reset-password' });
    const reset = { email, code: await codeSentTo(email), password: 'newStar#2' };
    expect((await post('/api/auth/retrieve-by-email', {}, reset)).statusCode).toBe(200);
    await expectSignedOut(client);
  });

  it('closing the account and a ban close them', async () => {
    clock.advance(1000);
    const leaving = await signUp(server);
    const banned = await signUp(server);
    const admin = await signUpAdmin(server);
    const [leavingSocket, bannedSocket] = await Promise.all([
      onlineClient(url, leaving.token),
      onlineClient(url, banned.token),
    ]);
    expect((await post('/api/user/deactivate', leaving.headers)).statusCode).toBe(200);
    expect((await post(`/api/admin/users/${banned.user.uid}/ban`, admin.headers)).statusCode).toBe(200);
    await Promise.all([expectSignedOut(leavingSocket), expectSignedOut(bannedSocket)]);
  });

  it('closes only the sockets of the session named, when a sign-out names one', async () => {
    clock.advance(1000);
    const member = await signUp(server);
    const client = await onlineClient(url, member.token);
    await server.app.push.closeSocketsOf({ userId: member.user.uid, sessionId: 'another-session' });
    expect((await client.request('heartbeat')).data).toMatchObject(PUSH_RESULTS.success);
    await server.app.push.closeSocketsOf({ userId: member.user.uid });
    await expectSignedOut(client);
  });
});

describe('a revocation the sockets were not told of', () => {
  it('is seen at the next packet of any kind once the last look is 30 s old', async () => {
    clock.advance(1000);
    const member = await signUp(server);
    const client = await onlineClient(url, member.token);
    // Straight in the database: no sign-out message goes out.
    await createSessionRepo(server.database.db).revokeAll(member.user.uid, new Date());
    clock.advance(RECHECK_MS);
    client.send('client-message', { text: 'still here?' });
    await expectSignedOut(client);
  });
});
