import type { JobRunner } from '../../jobs/runner';
import type { Reminders } from './reminders';

export const REMINDER_QUEUES = { dailyTarot: 'daily-tarot-reminders', checkIn: 'check-in-reminders' } as const;

/** Members' clocks are Asia/Shanghai's wherever the server runs. */
const TIME_ZONE = 'Asia/Shanghai';

/** Puts the reminders on the job runner: a tick every minute for daily tarot, one at 20:00 for check-ins. */
export async function scheduleReminders(jobs: JobRunner, reminders: Reminders): Promise<void> {
  await jobs.work(REMINDER_QUEUES.dailyTarot, async () => {
    await reminders.sendDailyTarot();
  });
  await jobs.work(REMINDER_QUEUES.checkIn, async () => {
    await reminders.sendCheckIn();
  });
  await jobs.schedule(REMINDER_QUEUES.dailyTarot, '* * * * *', TIME_ZONE);
  await jobs.schedule(REMINDER_QUEUES.checkIn, '0 20 * * *', TIME_ZONE);
}
