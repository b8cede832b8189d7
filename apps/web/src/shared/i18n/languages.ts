/** The interface languages, in the order the settings page lists them. */
export const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en', 'ja', 'ko', 'fr', 'es', 'de', 'pt', 'ru', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as a language picker shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
  pt: 'Português',
  ru: 'Русский',
  it: 'Italiano',
};

export const STORAGE_KEY_LANGUAGE = 'CURRENT_LANG';

/** Matched by language code in this order after zh-CN (spec §1). */
const CODE_ORDER = ['en', 'ja', 'ko', 'fr', 'es', 'de', 'pt', 'ru', 'it'] as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The spec's rule: Simplified Chinese for zh-CN, then the first of en, ja, ko, fr, es, de,
 * pt, ru, it whose code the device language starts with, otherwise Traditional Chinese.
 * A tag that names the Simplified script (zh-Hans, zh-Hans-CN) counts as zh-CN.
 */
export function languageFromDevice(deviceLanguage: string | undefined): Language {
  const tag = (deviceLanguage ?? '').trim().replace(/_/g, '-').toLowerCase();
  if (tag === 'zh-cn' || tag.startsWith('zh-hans')) return 'zh-Hans';
  const code = tag.split('-')[0] ?? '';
  return CODE_ORDER.find((candidate) => candidate === code) ?? 'zh-Hant';
}
