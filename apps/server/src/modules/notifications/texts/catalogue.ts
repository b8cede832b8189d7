import type { UiLanguage } from '@tarot/contract/preferences';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import { ru } from './ru';
import { zhHans } from './zh-hans';
import { zhHant } from './zh-hant';

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

const CATALOGUE: Record<UiLanguage, NotificationTexts> = {
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  en,
  ja,
  ko,
  fr,
  es,
  de,
  pt,
  ru,
  it,
};

/** The member's language when they chose one; the app's default language otherwise. */
export const DEFAULT_LANGUAGE: UiLanguage = 'zh-Hans';

export function notificationTexts(language: UiLanguage | null): NotificationTexts {
  return CATALOGUE[language ?? DEFAULT_LANGUAGE];
}
