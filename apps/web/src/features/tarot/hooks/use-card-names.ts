import { loadCardNames } from '@tarot/content/web/tarot';
import { useContentTexts } from '../../../shared/content/content-texts';

/** The 78 cards' names in the reader's language: a few KB, for pages that list cards. */
export function useCardNames() {
  return useContentTexts('tarot/names', loadCardNames);
}
