import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushInbox, type PushKind } from '@tarot/contract/push';
import { startTestServer, type TestServer } from '../harness';
import { signUp } from '../session';

/** The service other modules send with, and the member's inbox and subscription endpoints. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const note = (title: string, extra: object = {}) => ({
  kind: 'broadcast' as const,
  title,
  body: 'b',
  url: '#/',
  ...extra,
});

describe('sendToMember', () => {
  it('stores a message once for a dedupe key, however many sends race', async () => {
    const member = await signUp(server);
    const dedupeKey = `daily:${member.user.uid}:${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => server.app.push.sendToMember(member.user.uid, note('once', { dedupeKey }))),
    );
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    const inbox = await server.app.inject({ method: 'GET', url: '/api/push/inbox', headers: member.headers });
    expect(inbox.json().items).toHaveLength(1);
  });

  it('respects the preferences: off entirely, and kind by kind', async () => {
    const member = await signUp(server);
    const send = (kind: PushKind) =>
      server.app.push.sendToMember(member.user.uid, { kind, title: kind, body: 'b', url: '#/' });
    const setPreferences = (payload: object) =>
      server.app.inject({ method: 'PUT', url: '/api/user/preferences', headers: member.headers, payload });

    // The defaults: replies and broadcasts on, the daily reminder and check-in reminder off.
    expect(await send('reply')).not.toBeNull();
    expect(await send('broadcast')).not.toBeNull();
    expect(await send('daily-tarot')).toBeNull();
    expect(await send('check-in')).toBeNull();
    expect(await send('horoscope')).toBeNull();
    expect(await send('sky')).toBeNull();

    // The horoscope needs both a time and a sign.
    await setPreferences({ pushHoroscopeTime: '07:00' });
    expect(await send('horoscope')).toBeNull();
    await setPreferences({ horoscopeSign: 'leo', pushSkyNotices: true });
    expect(await send('horoscope')).not.toBeNull();
    expect(await send('sky')).not.toBeNull();

    expect(
      (await setPreferences({ pushDailyTarotTime: '08:30', pushCheckInReminder: true, pushReply: false })).json(),
    ).toMatchObject({ pushDailyTarotTime: '08:30', pushCheckInReminder: true, pushReply: false, pushEnabled: true });
    expect(await send('daily-tarot')).not.toBeNull();
    expect(await send('check-in')).not.toBeNull();
    expect(await send('reply')).toBeNull();

    await setPreferences({ pushEnabled: false });
    expect(await send('broadcast')).toBeNull();
    expect(await send('daily-tarot')).toBeNull();
    expect(await send('sky')).toBeNull();
  });
});

describe('preferences', () => {
  it('answers every push preference and the language, and refuses values out of range', async () => {
    const member = await signUp(server);
    const get = await server.app.inject({ method: 'GET', url: '/api/user/preferences', headers: member.headers });
    expect(get.json()).toEqual({
      pushEnabled: true,
      pushReply: true,
      pushDailyTarotTime: null,
      pushCheckInReminder: false,
      pushHoroscopeTime: null,
      horoscopeSign: null,
      pushSkyNotices: false,
      language: null,
      deck: null,
    });
    const put = (payload: object) =>
      server.app.inject({ method: 'PUT', url: '/api/user/preferences', headers: member.headers, payload });
    expect((await put({ language: 'ja' })).json()).toMatchObject({ language: 'ja' });
    expect((await put({ language: 'xx' })).statusCode).toBe(400);
    expect((await put({ pushDailyTarotTime: '24:00' })).statusCode).toBe(400);
    expect((await put({ pushHoroscopeTime: '7:30' })).statusCode).toBe(400);
    expect((await put({ pushDailyTarotTime: null, language: null })).json()).toMatchObject({
      pushDailyTarotTime: null,
      language: null,
    });
  });
});

describe('the inbox', () => {
  it('lists the newest first with the unread count, and records opens once', async () => {
    const member = await signUp(server);
    const first = await server.app.push.sendToMember(member.user.uid, note('first'));
    const second = await server.app.push.sendToMember(member.user.uid, note('second'));
    const inbox = async () =>
      pushInbox.parse(
        (await server.app.inject({ method: 'GET', url: '/api/push/inbox', headers: member.headers })).json(),
      );
    const before = await inbox();
    expect(before.items.map((item) => item.title)).toEqual(['second', 'first']);
    expect(before.unread).toBe(2);
    expect(before.items[0]).toMatchObject({ messageId: second!.messageId, kind: 'broadcast', openedAt: null });

    const open = (messageId: string, headers = member.headers) =>
      server.app.inject({ method: 'POST', url: `/api/push/messages/${messageId}/opened`, headers });
    expect((await open(first!.messageId)).json()).toEqual({ ok: true });
    const opened = (await inbox()).items.find((item) => item.messageId === first!.messageId)!.openedAt;
    expect(opened).not.toBeNull();
    expect((await open(first!.messageId)).statusCode).toBe(200);
    const after = await inbox();
    expect(after.unread).toBe(1);
    expect(after.items.find((item) => item.messageId === first!.messageId)!.openedAt).toBe(opened);

    const stranger = await signUp(server);
    expect((await open(first!.messageId, stranger.headers)).statusCode).toBe(404);
    expect((await open('not-a-uuid')).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: '/api/push/inbox' })).statusCode).toBe(401);
  });
});

describe('Web Push subscriptions', () => {
  it('gives the VAPID public key to anyone', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/push/web-push-key' });
    expect(response.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('keeps and forgets a member’s subscription, https endpoints only', async () => {
    const member = await signUp(server);
    const subscription = { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'key', auth: 'auth' } };
    const put = (payload: object, headers: Record<string, string> = member.headers) =>
      server.app.inject({ method: 'PUT', url: '/api/push/web-push-subscription', headers, payload });
    expect((await put(subscription, {})).statusCode).toBe(401);
    expect((await put({ ...subscription, endpoint: 'http://push.example.com/x' })).statusCode).toBe(400);
    expect((await put(subscription)).json()).toEqual({ ok: true });
    expect((await put(subscription)).json()).toEqual({ ok: true });
    const remove = await server.app.inject({
      method: 'DELETE',
      url: '/api/push/web-push-subscription',
      headers: member.headers,
      payload: { endpoint: subscription.endpoint },
    });
    expect(remove.json()).toEqual({ ok: true });
  });
});

describe('the API reference', () => {
  it('lists the push endpoints and tells the socket protocol on their tag', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/push/inbox', '/api/push/web-push-key', '/api/push/messages/{messageId}/opened']),
    );
    const tag = document.tags.find((entry: { name: string }) => entry.name === 'push');
    expect(tag.description).toContain('/api/push');
  });
});
