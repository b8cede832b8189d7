import type { CardNameTable, CardTextTable, ContentLanguage } from './types';

/** Card texts exist in three languages; every other interface language reads English. */
export function contentLanguageFor(uiLanguage: string): ContentLanguage {
  if (uiLanguage === 'zh-Hans' || uiLanguage === 'zh-Hant') return uiLanguage;
  return 'en';
}

/** Each language is its own chunk: a reader downloads only the texts they read. */
export async function loadCardTexts(language: ContentLanguage): Promise<CardTextTable> {
  switch (language) {
    case 'zh-Hans':
      return (await import('./content/zh-Hans/index')).cards;
    case 'zh-Hant':
      return (await import('./content/zh-Hant/index')).cards;
    case 'en':
      return (await import('./content/en/index')).cards;
  }
}

/** Only the names, a few KB: what a page that lists the cards needs before any meaning. */
export async function loadCardNames(language: ContentLanguage): Promise<CardNameTable> {
  switch (language) {
    case 'zh-Hans':
      return (await import('./content/zh-Hans/names')).names;
    case 'zh-Hant':
      return (await import('./content/zh-Hant/names')).names;
    case 'en':
      return (await import('./content/en/names')).names;
  }
}
