/**
 * Reading texts in every content language (tarot/content.ts' contentLanguageFor picks one);
 * each language is its own chunk, loaded when first read.
 */
import type { ContentLanguage } from '../../../tarot/types';
import type { ReadingTexts } from './types';

const TEXTS: Readonly<Record<ContentLanguage, () => Promise<{ texts: ReadingTexts }>>> = {
  'zh-Hans': () => import('./texts/zh-Hans'),
  'zh-Hant': () => import('./texts/zh-Hant'),
  en: () => import('./texts/en'),
  ja: () => import('./texts/ja'),
  ko: () => import('./texts/ko'),
  fr: () => import('./texts/fr'),
  es: () => import('./texts/es'),
  de: () => import('./texts/de'),
  pt: () => import('./texts/pt'),
  ru: () => import('./texts/ru'),
  it: () => import('./texts/it'),
};

export async function loadReadingTexts(language: ContentLanguage): Promise<ReadingTexts> {
  return (await TEXTS[language]()).texts;
}
