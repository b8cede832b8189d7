import type { CardNameTable, CardTextTable, ContentLanguage } from './types';

/** Card texts exist in three languages; every other interface language reads English. */
export function contentLanguageFor(uiLanguage: string): ContentLanguage {
  if (uiLanguage === 'zh-Hans' || uiLanguage === 'zh-Hant') return uiLanguage;
  return 'en';
}

/** Literal import paths, one per language: the bundler makes each its own chunk. */
const TEXTS: Readonly<Record<ContentLanguage, () => Promise<{ cards: CardTextTable }>>> = {
  'zh-Hans': () => import('./content/zh-Hans/index'),
  'zh-Hant': () => import('./content/zh-Hant/index'),
  en: () => import('./content/en/index'),
};
const NAMES: Readonly<Record<ContentLanguage, () => Promise<{ names: CardNameTable }>>> = {
  'zh-Hans': () => import('./content/zh-Hans/names'),
  'zh-Hant': () => import('./content/zh-Hant/names'),
  en: () => import('./content/en/names'),
};

/** Each language is its own chunk: a reader downloads only the texts they read. */
export async function loadCardTexts(language: ContentLanguage): Promise<CardTextTable> {
  return (await TEXTS[language]()).cards;
}

/** Only the names, a few KB: what a page that lists the cards needs before any meaning. */
export async function loadCardNames(language: ContentLanguage): Promise<CardNameTable> {
  return (await NAMES[language]()).names;
}
