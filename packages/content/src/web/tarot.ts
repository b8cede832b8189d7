import type { CardNameTable, CardTextTable, ContentLanguage } from '@tarot/core/tarot/types';
import { lazyTexts, type JsonModule } from './lazy-texts';

const FILES = import.meta.glob<JsonModule>('./*/tarot/{names,cards}.json', { base: '../../texts' });
const names = lazyTexts(FILES, 'tarot/names');
const cards = lazyTexts(FILES, 'tarot/cards');
/** How names are built and joined to the texts: fetched with the first texts, like them, not with the page. */
const assembly = () => import('@tarot/core/tarot/card-texts');

/** Only the names, a few KB: what a page that lists the cards needs before any meaning. */
export async function loadCardNames(language: ContentLanguage): Promise<CardNameTable> {
  const [{ nameTable }, parts] = await Promise.all([assembly(), names(language)]);
  return nameTable(parts);
}

/**
 * Every text of the 78 cards in one language, under their names. Each language is its own
 * chunk: a reader downloads only what they read.
 */
export async function loadCardTexts(language: ContentLanguage): Promise<CardTextTable> {
  const [{ withNames }, named, bodies] = await Promise.all([assembly(), loadCardNames(language), cards(language)]);
  return withNames(named, bodies);
}
