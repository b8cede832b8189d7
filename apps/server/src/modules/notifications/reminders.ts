import { horoscopeFacts } from '@tarot/core/astrology/answers';
import { periodWindow } from '@tarot/core/astrology/period';
import type { SkyFacts } from '@tarot/core/astrology/sign-horoscope';
import { skyNotices, type SkyNotices } from '@tarot/core/astrology/sky-notices';
import { addDays, shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { horoscopeWords, skyNoticeWords } from './astrology-messages';
import { horoscopeLink, NOTIFICATION_LINKS } from './links';
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

/** The day, and the chosen times ('HH:MM', after < time ≤ upTo) a run at `at` serves. */
function dueWindow(at: Date) {
  const day = shanghaiDate(at);
  const earliest = new Date(at.getTime() - DAILY_TAROT_CATCH_UP_MS);
  // Just after midnight the window starts at 00:00: yesterday's times had yesterday's runs.
  const after = shanghaiDate(earliest) === day ? shanghaiTime(earliest) : '';
  return { day, after, upTo: shanghaiTime(at) };
}

/** Keeps the answer for the last day asked: every run of a day reads the same sky. */
function lastDay<T>(compute: (day: string) => T): (day: string) => T {
  let kept: { day: string; value: T } | undefined;
  return (day) => {
    if (kept?.day !== day) kept = { day, value: compute(day) };
    return kept.value;
  };
}

const ymd = (day: string) => day.split('-').map(Number) as [number, number, number];

/** The scheduled reminders; each run answers how many messages it sent. */
export function createReminders({ recipients, notifier, now }: ReminderDependencies) {
  // The day's sky, found once and read by every sign and language until the day changes.
  const factsOf = lastDay((day): SkyFacts => horoscopeFacts('day', ...ymd(day)));
  const noticesOf = lastDay((day): SkyNotices => {
    const { fromMs, toMs } = periodWindow('day', ...ymd(day));
    return skyNotices(fromMs, toMs);
  });

  return {
    /** Every minute: members whose chosen time has come today and who have not had today's reminder. */
    async sendDailyTarot(): Promise<number> {
      const { day, after, upTo } = dueWindow(now());
      const due = await recipients.dailyTarotDue(after, upTo);
      return sendEach(notifier, due, ({ userId, language }) => ({
        kind: 'daily-tarot',
        ...notificationTexts(language).dailyTarot,
        url: NOTIFICATION_LINKS.dailyTarot,
        dedupeKey: `daily-tarot:${userId}:${day}`,
      }));
    },

    /** Every minute: the day's horoscope of their sign to members whose chosen time has come. */
    async sendDailyHoroscope(): Promise<number> {
      const { day, after, upTo } = dueWindow(now());
      const due = await recipients.horoscopeDue(after, upTo);
      if (due.length === 0) return 0;
      const facts = factsOf(day);
      return sendEach(notifier, due, ({ userId, language, sign }) => ({
        kind: 'horoscope',
        ...horoscopeWords(facts, sign, language),
        url: horoscopeLink(sign),
        dedupeKey: `horoscope:${userId}:${day}`,
      }));
    },

    /** At 07:00: the day's stations and voids of course, to members who asked; nothing on a quiet day. */
    async sendSkyNotices(): Promise<number> {
      const day = shanghaiDate(now());
      const notices = noticesOf(day);
      if (!skyNoticeWords(notices, null)) return 0;
      const due = await recipients.skyNoticesDue();
      return sendEach(notifier, due, ({ userId, language }) => ({
        kind: 'sky',
        ...skyNoticeWords(notices, language)!,
        url: NOTIFICATION_LINKS.sky,
        dedupeKey: `sky:${userId}:${day}`,
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
