/**
 * Reading texts exist in three languages (as the tarot's do); every other interface
 * language reads English (tarot/content.ts' contentLanguageFor picks it). Each language is its own chunk, loaded when first read.
 */
import type { ContentLanguage } from '../../../tarot/types';
import type { ReadingTexts } from './types';

const TEXTS: Readonly<Record<ContentLanguage, () => Promise<{ texts: ReadingTexts }>>> = {
  'zh-Hans': () => import('./texts/zh-Hans'),
  'zh-Hant': () => import('./texts/zh-Hant'),
  en: () => import('./texts/en'),
};

export async function loadReadingTexts(language: ContentLanguage): Promise<ReadingTexts> {
  return (await TEXTS[language]()).texts;
}
