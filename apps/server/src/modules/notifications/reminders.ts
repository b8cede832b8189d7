import { addDays, shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { NOTIFICATION_LINKS } from './links';
import type { MemberNotifier } from './member-notifier';
import type { RecipientsRepo } from './recipients-repo';
import { sendEach } from './send-each';
import { shanghaiTime } from './shanghai-clock';
import { notificationTexts } from './texts/catalogue';

/**
 * A minute's run also serves times up to this long before it, so a run that comes late (a
 * restart, a busy database) still reaches everyone; each member's daily key sends it once.
 */
export const DAILY_TAROT_CATCH_UP_MS = 15 * 60_000;

export interface ReminderDependencies {
  readonly recipients: RecipientsRepo;
  readonly notifier: MemberNotifier;
  readonly now: () => Date;
}

/** The scheduled reminders; each run answers how many messages it sent. */
export function createReminders({ recipients, notifier, now }: ReminderDependencies) {
  return {
    /** Every minute: members whose chosen time has come today and who have not had today's reminder. */
    async sendDailyTarot(): Promise<number> {
      const at = now();
      const day = shanghaiDate(at);
      const earliest = new Date(at.getTime() - DAILY_TAROT_CATCH_UP_MS);
      // Just after midnight the window starts at 00:00: yesterday's times had yesterday's runs.
      const after = shanghaiDate(earliest) === day ? shanghaiTime(earliest) : '';
      const due = await recipients.dailyTarotDue(after, shanghaiTime(at));
      return sendEach(notifier, due, ({ userId, language }) => ({
        kind: 'daily-tarot',
        ...notificationTexts(language).dailyTarot,
        url: NOTIFICATION_LINKS.dailyTarot,
        dedupeKey: `daily-tarot:${userId}:${day}`,
      }));
    },

    /** At 20:00: members on a streak who asked to be reminded and have not checked in today. */
    async sendCheckIn(): Promise<number> {
      const day = shanghaiDate(now());
      const due = await recipients.checkInDue(day, addDays(day, -1));
      return sendEach(notifier, due, ({ userId, language }) => ({
        kind: 'check-in',
        ...notificationTexts(language).checkIn,
        url: NOTIFICATION_LINKS.checkIn,
        dedupeKey: `check-in:${userId}:${day}`,
      }));
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;
