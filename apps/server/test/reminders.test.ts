import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UiLanguage } from '@tarot/contract/preferences';
import { appUser, checkIn, pushMessage } from '../src/db/schema';
import { startJobRunner, type JobRunner } from '../src/jobs/runner';
import { addDays } from '@tarot/core/calendar/shanghai-day';
import type { MemberNotifier } from '../src/modules/notifications/member-notifier';
import { createRecipientsRepo } from '../src/modules/notifications/recipients-repo';
import { createReminders } from '../src/modules/notifications/reminders';
import { scheduleReminders } from '../src/modules/notifications/schedule';
import { notificationTexts } from '../src/modules/notifications/texts/catalogue';
import { startTestServer, type TestServer } from './harness';
import { signUp } from './session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Preferences = Partial<
  Pick<typeof appUser.$inferInsert, 'pushDailyTarotTime' | 'pushCheckInReminder' | 'pushEnabled'>
>;

/** A fresh member with these notification settings. */
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

/** 2026-03-10 at `time` on the Asia/Shanghai clock (UTC+8). */
const shanghai = (time: string) => new Date(`2026-03-10T${time}:00+08:00`);

const remindersAt = (at: Date, notifier: MemberNotifier = server.app.push) =>
  createReminders({ recipients: createRecipientsRepo(server.database.db), notifier, now: () => at });

describe('daily tarot reminder', () => {
  it('goes once a day to members whose chosen time has come, in their language', async () => {
    const due = await member('ko', { pushDailyTarotTime: '08:30' });
    const alsoDue = await member(null, { pushDailyTarotTime: '08:20' });
    const later = await member('ko', { pushDailyTarotTime: '08:31' });
    const pushOff = await member('ko', { pushDailyTarotTime: '08:30', pushEnabled: false });
    const reminders = remindersAt(shanghai('08:30'));

    await reminders.sendDailyTarot();
    await reminders.sendDailyTarot();

    const messages = await messagesOf([due, alsoDue, later, pushOff]);
    expect(messages.map((message) => [message.userId, message.kind, message.title]).sort()).toEqual(
      [
        [due, 'daily-tarot', notificationTexts('ko').dailyTarot.title],
        [alsoDue, 'daily-tarot', notificationTexts('zh-Hans').dailyTarot.title],
      ].sort(),
    );
    expect(messages.find((message) => message.userId === due)?.dedupeKey).toBe(`daily-tarot:${due}:2026-03-10`);
  });

  it('starts its window at midnight, so late-evening times are not sent again after it', async () => {
    const lateEvening = await member('en', { pushDailyTarotTime: '23:55' });
    await remindersAt(shanghai('00:05')).sendDailyTarot();
    expect(await messagesOf([lateEvening])).toEqual([]);
  });

  it('is sent once when two runner instances on one database serve the same minute', async () => {
    const due = await member('fr', { pushDailyTarotTime: '21:15' });
    const at = shanghai('21:15');
    let calls = 0;
    const counting: MemberNotifier = {
      sendToMember: (userId, message) => {
        if (userId === due) calls += 1;
        return server.app.push.sendToMember(userId, message);
      },
    };
    // A cron tick is per minute: begin early enough in one to finish inside it.
    const second = new Date().getSeconds();
    if (second > 45) await sleep((61 - second) * 1000);
    const runners: JobRunner[] = [];
    for (let instance = 0; instance < 2; instance += 1) {
      const runner = await startJobRunner(server.database, {
        pollingIntervalSeconds: 0.5,
        cronIntervalSeconds: 1,
        onError: () => undefined,
      });
      runners.push(runner);
      await scheduleReminders(runner, remindersAt(at, counting));
    }
    try {
      const deadline = Date.now() + 15_000;
      while (calls === 0 && Date.now() < deadline) await sleep(100);
      // Both instances check the schedule every second: the minute's tick is claimed once.
      await sleep(2500);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop(1000)));
    }
    expect(calls).toBe(1);
    expect(await messagesOf([due])).toHaveLength(1);
  });
});

describe('check-in reminder', () => {
  const today = '2026-03-10';
  const checkedIn = (userId: string, day: string, streak: number) =>
    server.database.db.insert(checkIn).values({ userId, day, kind: 'daily', streak, points: 5 });

  it('goes at 20:00 to exactly the members on a streak who have not checked in and asked for it', async () => {
    const onStreak = await member('de', { pushCheckInReminder: true });
    await checkedIn(onStreak, addDays(today, -1), 3);
    const doneToday = await member('de', { pushCheckInReminder: true });
    await checkedIn(doneToday, addDays(today, -1), 3);
    await checkedIn(doneToday, today, 4);
    const notAsked = await member('de', { pushCheckInReminder: false });
    await checkedIn(notAsked, addDays(today, -1), 3);
    const noStreak = await member('de', { pushCheckInReminder: true });
    await checkedIn(noStreak, addDays(today, -2), 1);

    const reminders = remindersAt(shanghai('20:00'));
    expect(await reminders.sendCheckIn()).toBe(1);
    expect(await reminders.sendCheckIn()).toBe(0);

    const messages = await messagesOf([onStreak, doneToday, notAsked, noStreak]);
    expect(messages.map(({ userId, kind, title, dedupeKey }) => ({ userId, kind, title, dedupeKey }))).toEqual([
      {
        userId: onStreak,
        kind: 'check-in',
        title: notificationTexts('de').checkIn.title,
        dedupeKey: `check-in:${onStreak}:${today}`,
      },
    ]);
  });
});
