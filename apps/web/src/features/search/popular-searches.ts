import type { TFunction } from 'i18next';
import type { LocalCatalogue } from './use-local-catalogue';

/**
 * The discovery list. Entries name a card, spread or tool rather than a word, so each
 * shows in the reader's language exactly as the search will find it.
 */
type PopularSearch =
  | { readonly kind: 'cards' | 'spreads' | 'tools'; readonly id: string }
  | { readonly kind: 'term'; readonly key: string };

const POPULAR_SEARCHES: readonly PopularSearch[] = [
  { kind: 'cards', id: 'major-00' },
  { kind: 'term', key: 'love' },
  { kind: 'spreads', id: 'celtic-cross' },
  { kind: 'cards', id: 'major-18' },
  { kind: 'tools', id: 'almanac' },
  { kind: 'term', key: 'career' },
  { kind: 'cards', id: 'major-06' },
  { kind: 'tools', id: 'bazi' },
  { kind: 'term', key: 'dayMaster' },
  { kind: 'spreads', id: 'yes-no' },
  { kind: 'tools', id: 'qimen' },
  { kind: 'tools', id: 'xingzuo' },
];

/** The discovery terms in the reader's language; a card whose texts are still loading is left out. */
export function popularSearchTerms(catalogue: LocalCatalogue, t: TFunction<'search'>): string[] {
  return POPULAR_SEARCHES.flatMap((entry) => {
    if (entry.kind === 'term') return [t(`popular.${entry.key}`)];
    const found = catalogue[entry.kind].find((item) => item.id === entry.id);
    return found ? [found.title] : [];
  });
}
