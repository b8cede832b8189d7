import type { ContentLanguage } from '../types';
import type { ReadingTexts } from './texts/reading-texts';

/** Literal import paths, one per language, so each language is its own small chunk. */
const LOADERS: Readonly<Record<ContentLanguage, () => Promise<{ texts: ReadingTexts }>>> = {
  'zh-Hans': () => import('./texts/zh-Hans'),
  'zh-Hant': () => import('./texts/zh-Hant'),
  en: () => import('./texts/en'),
};

export async function loadReadingTexts(language: ContentLanguage): Promise<ReadingTexts> {
  return (await LOADERS[language]()).texts;
}
