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
import type { NotificationTexts } from './notification-texts';

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
