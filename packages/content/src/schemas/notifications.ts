import { z } from 'zod';
import { text } from './text';

/** A notification's words; the link is the same in every language. */
export interface NotificationText {
  readonly title: string;
  readonly body: string;
}

/**
 * The server's own push messages in one language (broadcasts are written by administrators).
 * No core rule reads them, so their shape is declared here, beside the schema.
 */
export interface NotificationTexts {
  readonly reply: NotificationText;
  readonly dailyTarot: NotificationText;
  readonly checkIn: NotificationText;
  /** The daily horoscope's title, {sign}; its body is the day's first horoscope line. */
  readonly horoscope: { readonly title: string };
  /** The day's sky: a title, and the Moon's void of course as {from}, {to} and the {sign} it enters. */
  readonly skyNotices: { readonly title: string; readonly void: string };
}

const message: z.ZodType<NotificationText> = z.strictObject({ title: text, body: text });

export const notificationsSchema: z.ZodType<NotificationTexts> = z.strictObject({
  reply: message,
  dailyTarot: message,
  checkIn: message,
  horoscope: z.strictObject({ title: text }),
  skyNotices: z.strictObject({ title: text, void: text }),
});
