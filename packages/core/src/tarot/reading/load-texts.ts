import type { ContentLanguage } from '../types';
import type { ReadingTexts } from './texts/reading-texts';

/** Literal import paths, one per language, so each language is its own small chunk. */
const LOADERS: Readonly<Record<ContentLanguage, () => Promise<{ texts: ReadingTexts }>>> = {
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
  return (await LOADERS[language]()).texts;
}
