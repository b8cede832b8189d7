import { CONTENT_LANGUAGES, type CardNameTable, type CardTextTable, type ContentLanguage } from './types';

/** The content language an interface language reads: itself, or English for any other. */
export function contentLanguageFor(uiLanguage: string): ContentLanguage {
  return CONTENT_LANGUAGES.find((language) => language === uiLanguage) ?? 'en';
}

/** Literal import paths, one per language: the bundler makes each its own chunk. */
const TEXTS: Readonly<Record<ContentLanguage, () => Promise<{ cards: CardTextTable }>>> = {
  'zh-Hans': () => import('./content/zh-Hans/index'),
  'zh-Hant': () => import('./content/zh-Hant/index'),
  en: () => import('./content/en/index'),
  ja: () => import('./content/ja/index'),
  ko: () => import('./content/ko/index'),
  fr: () => import('./content/fr/index'),
  es: () => import('./content/es/index'),
  de: () => import('./content/de/index'),
  pt: () => import('./content/pt/index'),
  ru: () => import('./content/ru/index'),
  it: () => import('./content/it/index'),
};
const NAMES: Readonly<Record<ContentLanguage, () => Promise<{ names: CardNameTable }>>> = {
  'zh-Hans': () => import('./content/zh-Hans/names'),
  'zh-Hant': () => import('./content/zh-Hant/names'),
  en: () => import('./content/en/names'),
  ja: () => import('./content/ja/names'),
  ko: () => import('./content/ko/names'),
  fr: () => import('./content/fr/names'),
  es: () => import('./content/es/names'),
  de: () => import('./content/de/names'),
  pt: () => import('./content/pt/names'),
  ru: () => import('./content/ru/names'),
  it: () => import('./content/it/names'),
};

/**
 * Every text of the 78 cards in one language. Each language is its own chunk: a reader
 * downloads only what they read.
 */
export async function loadCardTexts(language: ContentLanguage): Promise<CardTextTable> {
  return (await TEXTS[language]()).cards;
}

/** Only the names, a few KB: what a page that lists the cards needs before any meaning. */
export async function loadCardNames(language: ContentLanguage): Promise<CardNameTable> {
  return (await NAMES[language]()).names;
}
