import { withNames } from './card-texts';
import {
  CARD_NAME_LANGUAGES,
  type CardNameLanguage,
  type CardNameTable,
  type CardTextTable,
  type ContentLanguage,
} from './types';

/** Card texts exist in three languages; every other interface language reads English. */
export function contentLanguageFor(uiLanguage: string): ContentLanguage {
  if (uiLanguage === 'zh-Hans' || uiLanguage === 'zh-Hant') return uiLanguage;
  return 'en';
}

/** Cards are named in every interface language; anything else reads the content language's names. */
export function cardLanguageFor(uiLanguage: string): CardNameLanguage {
  const named = CARD_NAME_LANGUAGES.find((language) => language === uiLanguage);
  return named ?? contentLanguageFor(uiLanguage);
}

/** Literal import paths, one per language: the bundler makes each its own chunk. */
const TEXTS: Readonly<Record<ContentLanguage, () => Promise<{ cards: CardTextTable }>>> = {
  'zh-Hans': () => import('./content/zh-Hans/index'),
  'zh-Hant': () => import('./content/zh-Hant/index'),
  en: () => import('./content/en/index'),
};
const NAMES: Readonly<Record<CardNameLanguage, () => Promise<{ names: CardNameTable }>>> = {
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
 * The cards' texts in the language's content language, each card under its name in the
 * language itself. Each language is its own chunk: a reader downloads only what they read.
 */
export async function loadCardTexts(language: CardNameLanguage): Promise<CardTextTable> {
  const content = contentLanguageFor(language);
  if (content === language) return (await TEXTS[content]()).cards;
  const [{ cards }, names] = await Promise.all([TEXTS[content](), loadCardNames(language)]);
  return withNames(names, cards);
}

/** Only the names, a few KB: what a page that lists the cards needs before any meaning. */
export async function loadCardNames(language: CardNameLanguage): Promise<CardNameTable> {
  return (await NAMES[language]()).names;
}
