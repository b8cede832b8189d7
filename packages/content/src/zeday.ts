/**
 * The 择日 reason texts of one language (texts/<language>/zeday/reasons.json), each language
 * a chunk of its own in the web bundle, fetched when the page first shows a reason. The
 * server reads them through the same imports and checks them against zeDayReasonsSchema.
 */
import type { ZeDayTexts } from '@tarot/core/calendar/ze-day-text';
import type { ContentLanguage } from '@tarot/core/tarot/types';

type Load = () => Promise<{ default: unknown }>;

const FILES: Readonly<Record<ContentLanguage, Load>> = {
  'zh-Hans': () => import('../texts/zh-Hans/zeday/reasons.json'),
  'zh-Hant': () => import('../texts/zh-Hant/zeday/reasons.json'),
  en: () => import('../texts/en/zeday/reasons.json'),
  ja: () => import('../texts/ja/zeday/reasons.json'),
  ko: () => import('../texts/ko/zeday/reasons.json'),
  fr: () => import('../texts/fr/zeday/reasons.json'),
  es: () => import('../texts/es/zeday/reasons.json'),
  de: () => import('../texts/de/zeday/reasons.json'),
  pt: () => import('../texts/pt/zeday/reasons.json'),
  ru: () => import('../texts/ru/zeday/reasons.json'),
  it: () => import('../texts/it/zeday/reasons.json'),
};

/** The file as it is; CI (test/zeday.test.ts) holds every language to the schema. */
export async function loadZeDayTexts(language: ContentLanguage): Promise<ZeDayTexts> {
  return (await FILES[language]()).default as ZeDayTexts;
}
