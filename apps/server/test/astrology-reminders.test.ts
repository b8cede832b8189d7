import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UiLanguage } from '@tarot/contract/preferences';
import { appUser, pushMessage } from '../src/db/schema';
import { createRecipientsRepo } from '../src/modules/notifications/recipients-repo';
import { createReminders } from '../src/modules/notifications/reminders';
import { startTestServer, type TestServer } from './harness';
import { signUp } from './session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Preferences = Partial<
  Pick<typeof appUser.$inferInsert, 'pushHoroscopeTime' | 'horoscopeSign' | 'pushSkyNotices' | 'pushEnabled'>
>;

async function member(language: UiLanguage | null, preferences: Preferences): Promise<string> {
  const { user } = await signUp(server);
  await server.database.db
    .update(appUser)
    .set({ language, ...preferences })
    .where(eq(appUser.id, user.uid));
  return user.uid;
}

const messagesOf = (userIds: string[]) =>
  server.database.db.select().from(pushMessage).where(inArray(pushMessage.userId, userIds));

const remindersAt = (at: Date) =>
  createReminders({ recipients: createRecipientsRepo(server.database.db), notifier: server.app.push, now: () => at });

describe('the daily horoscope', () => {
  it('goes once a day, at the chosen time, with the day’s first line for the member’s sign in their language', async () => {
    const leo = await member(null, { pushHoroscopeTime: '07:30', horoscopeSign: 'leo' });
    const pisces = await member('en', { pushHoroscopeTime: '07:25', horoscopeSign: 'pisces' });
    const noSign = await member(null, { pushHoroscopeTime: '07:30' });
    const later = await member(null, { pushHoroscopeTime: '07:31', horoscopeSign: 'leo' });
    const pushOff = await member(null, { pushHoroscopeTime: '07:30', horoscopeSign: 'leo', pushEnabled: false });
    const reminders = remindersAt(new Date('2026-03-10T07:30:00+08:00'));

    // Fifty runs at once (a restart racing the minute's tick): each member still gets one message.
    await Promise.all(Array.from({ length: 50 }, () => reminders.sendDailyHoroscope()));

    const messages = await messagesOf([leo, pisces, noSign, later, pushOff]);
    expect(messages.map((m) => m.userId).sort()).toEqual([leo, pisces].sort());
    const forLeo = messages.find((m) => m.userId === leo)!;
    expect(forLeo).toMatchObject({
      kind: 'horoscope',
      title: '狮子座今日运势',
      url: '#/xingzuo/horoscope?sign=leo',
      dedupeKey: `horoscope:${leo}:2026-03-10`,
    });
    // Every day's first line is the Moon's passage, named with its sign.
    expect(forLeo.body).toMatch(/^月亮在..座 · ./);
    const forPisces = messages.find((m) => m.userId === pisces)!;
    expect(forPisces.title).toBe('Pisces today');
    expect(forPisces.body).toMatch(/^Moon in \w+ · ./);
  });
});

describe('the day’s sky', () => {
  it('tells those who asked of a station and the voids of course beginning that day, at 07:00 Beijing time', async () => {
    const asked = await member(null, { pushSkyNotices: true });
    const english = await member('en', { pushSkyNotices: true });
    const notAsked = await member(null, {});
    // Jupiter stations direct on 2026-03-11 (Beijing), and a void begins that day.
    const reminders = remindersAt(new Date('2026-03-11T07:00:00+08:00'));
    await Promise.all(Array.from({ length: 50 }, () => reminders.sendSkyNotices()));

    const messages = await messagesOf([asked, english, notAsked]);
    expect(messages.map((m) => m.userId).sort()).toEqual([asked, english].sort());
    const chinese = messages.find((m) => m.userId === asked)!;
    expect(chinese).toMatchObject({
      kind: 'sky',
      title: '今日星象',
      url: '#/xingzuo',
      dedupeKey: `sky:${asked}:2026-03-11`,
    });
    expect(chinese.body).toMatch(
      /^03-11 \d\d:\d\d 木星在巨蟹座恢复顺行\n月亮空亡 03-1\d \d\d:\d\d – 03-1\d \d\d:\d\d，之后进入..座/,
    );
    expect(messages.find((m) => m.userId === english)!.body).toContain('Jupiter turns direct in Cancer');
  });

  it('sends nothing on a day with neither', async () => {
    const asked = await member(null, { pushSkyNotices: true });
    expect(await remindersAt(new Date('2026-03-12T07:00:00+08:00')).sendSkyNotices()).toBe(0);
    expect(await messagesOf([asked])).toEqual([]);
  });
});

describe('the preferences behind them', () => {
  it('keep a time, a sign and the sky switch, and refuse a sign that is not one', async () => {
    const { headers } = await signUp(server);
    const put = (payload: object) =>
      server.app.inject({ method: 'PUT', url: '/api/user/preferences', headers, payload });
    const get = () => server.app.inject({ method: 'GET', url: '/api/user/preferences', headers });
    expect((await get()).json()).toMatchObject({ pushHoroscopeTime: null, horoscopeSign: null, pushSkyNotices: false });
    const changed = await put({ pushHoroscopeTime: '06:45', horoscopeSign: 'virgo', pushSkyNotices: true });
    expect(changed.statusCode).toBe(200);
    expect((await get()).json()).toMatchObject({
      pushHoroscopeTime: '06:45',
      horoscopeSign: 'virgo',
      pushSkyNotices: true,
    });
    const bad = await put({ horoscopeSign: 'dragon' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'INVALID_PARAM']);
  });
});
