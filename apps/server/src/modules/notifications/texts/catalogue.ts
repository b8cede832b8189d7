import type { UiLanguage } from '@tarot/contract/preferences';
import type { NotificationTexts } from '@tarot/content/schemas/notifications';
import { readTexts } from '@tarot/content/server/read-texts';

/** The member's language when they chose one; the app's default language otherwise. */
export const DEFAULT_LANGUAGE: UiLanguage = 'zh-Hans';

/** The server's own push messages in the member's language (texts/<language>/notifications/messages.json). */
export function notificationTexts(language: UiLanguage | null): NotificationTexts {
  return readTexts('notifications/messages', language ?? DEFAULT_LANGUAGE);
}
