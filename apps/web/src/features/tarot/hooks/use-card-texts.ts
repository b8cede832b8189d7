import { loadCardTexts } from '@tarot/content/web/tarot';
import { contentLanguageFor } from '@tarot/core/tarot/content';
import { useTarotContent } from './use-tarot-content';

/**
 * The 78 cards' texts in the reader's content language, under their names in the reader's
 * own language (one chunk per language), once `enabled`.
 */
export function useCardTexts({ enabled = true } = {}) {
  return useTarotContent('card-texts', loadCardTexts, contentLanguageFor, enabled);
}
