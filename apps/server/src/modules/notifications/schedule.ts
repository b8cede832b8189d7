import type { JobRunner } from '../../jobs/runner';
import type { Reminders } from './reminders';

export const REMINDER_QUEUES = {
  dailyTarot: 'daily-tarot-reminders',
  checkIn: 'check-in-reminders',
  horoscope: 'horoscope-reminders',
  skyNotices: 'sky-notices',
} as const;

/** Members' clocks are Asia/Shanghai's wherever the server runs. */
const TIME_ZONE = 'Asia/Shanghai';

/**
 * Puts the reminders on the job runner: a tick every minute for daily tarot and horoscopes,
 * the day's sky at 07:00, check-ins at 20:00.
 */
export async function scheduleReminders(jobs: JobRunner, reminders: Reminders): Promise<void> {
  await jobs.work(REMINDER_QUEUES.dailyTarot, async () => {
    await reminders.sendDailyTarot();
  });
  await jobs.work(REMINDER_QUEUES.checkIn, async () => {
    await reminders.sendCheckIn();
  });
  await jobs.work(REMINDER_QUEUES.horoscope, async () => {
    await reminders.sendDailyHoroscope();
  });
  await jobs.work(REMINDER_QUEUES.skyNotices, async () => {
    await reminders.sendSkyNotices();
  });
  await jobs.schedule(REMINDER_QUEUES.dailyTarot, '* * * * *', TIME_ZONE);
  await jobs.schedule(REMINDER_QUEUES.horoscope, '* * * * *', TIME_ZONE);
  await jobs.schedule(REMINDER_QUEUES.skyNotices, '0 7 * * *', TIME_ZONE);
  await jobs.schedule(REMINDER_QUEUES.checkIn, '0 20 * * *', TIME_ZONE);
}
