import { loadCardNames } from '@tarot/content/web/tarot';
import { contentLanguageFor } from '@tarot/core/tarot/content';
import { useTarotContent } from './use-tarot-content';

/** The 78 cards' names in the reader's language: a few KB, for pages that list cards. */
export function useCardNames() {
  return useTarotContent('card-names', loadCardNames, contentLanguageFor);
}
