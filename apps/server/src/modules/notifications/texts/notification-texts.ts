/** A notification's words; the link is the same in every language. */
export interface NotificationText {
  readonly title: string;
  readonly body: string;
}

/** The server's own push messages, one set per language (broadcasts are written by administrators). */
export interface NotificationTexts {
  readonly reply: NotificationText;
  readonly dailyTarot: NotificationText;
  readonly checkIn: NotificationText;
}
