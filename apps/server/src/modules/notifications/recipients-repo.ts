import { and, eq, exists, gt, isNotNull, lte, notExists } from 'drizzle-orm';
import type { UiLanguage } from '@tarot/contract/preferences';
import type { ZodiacSign } from '@tarot/contract/zodiac-signs';
import type { Database } from '../../db/client';
import { appUser, checkIn } from '../../db/schema';

/** A member a notification goes to, and the language to write it in. */
export interface Recipient {
  readonly userId: string;
  readonly language: UiLanguage | null;
}

/** Open accounts that accept push at all; each kind adds its own preference. */
const reachable = and(eq(appUser.status, 'active'), eq(appUser.pushEnabled, true));
const recipientColumns = { userId: appUser.id, language: appUser.language };

export function createRecipientsRepo(db: Database) {
  return {
    /** The member, if they want to hear about replies to their feedback. */
    async replyRecipient(userId: string): Promise<Recipient | undefined> {
      const [row] = await db
        .select(recipientColumns)
        .from(appUser)
        .where(and(eq(appUser.id, userId), reachable, eq(appUser.pushReply, true)));
      return row;
    },

    /** Members whose daily tarot time ('HH:MM', compared as text) lies in (`after`, `upTo`]. */
    async dailyTarotDue(after: string, upTo: string): Promise<Recipient[]> {
      return db
        .select(recipientColumns)
        .from(appUser)
        .where(and(reachable, gt(appUser.pushDailyTarotTime, after), lte(appUser.pushDailyTarotTime, upTo)));
    },

    /** Members with a sign whose daily horoscope time ('HH:MM') lies in (`after`, `upTo`]. */
    async horoscopeDue(after: string, upTo: string): Promise<(Recipient & { sign: ZodiacSign })[]> {
      const rows = await db
        .select({ ...recipientColumns, sign: appUser.horoscopeSign })
        .from(appUser)
        .where(
          and(
            reachable,
            isNotNull(appUser.horoscopeSign),
            gt(appUser.pushHoroscopeTime, after),
            lte(appUser.pushHoroscopeTime, upTo),
          ),
        );
      return rows.flatMap(({ sign, ...recipient }) => (sign ? [{ ...recipient, sign }] : []));
    },

    /** Members who asked to hear of the day's sky. */
    async skyNoticesDue(): Promise<Recipient[]> {
      return db
        .select(recipientColumns)
        .from(appUser)
        .where(and(reachable, eq(appUser.pushSkyNotices, true)));
    },

    /**
     * Members who asked for the reminder and are on a streak (checked in `yesterday`) but have
     * not checked in `today`: the streak ends at midnight unless they do.
     */
    async checkInDue(today: string, yesterday: string): Promise<Recipient[]> {
      const dailyOn = (day: string) =>
        db
          .select({ day: checkIn.day })
          .from(checkIn)
          .where(and(eq(checkIn.userId, appUser.id), eq(checkIn.day, day), eq(checkIn.kind, 'daily')));
      return db
        .select(recipientColumns)
        .from(appUser)
        .where(
          and(reachable, eq(appUser.pushCheckInReminder, true), exists(dailyOn(yesterday)), notExists(dailyOn(today))),
        );
    },
  };
}

export type RecipientsRepo = ReturnType<typeof createRecipientsRepo>;
