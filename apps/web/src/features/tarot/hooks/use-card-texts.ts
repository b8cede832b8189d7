import { loadCardTexts } from '@tarot/content/web/tarot';
import { useContentTexts } from '../../../shared/content/content-texts';

/**
 * The 78 cards' texts in the reader's content language, under their names in the reader's
 * own language (one chunk per language), once `enabled`.
 */
export function useCardTexts({ enabled = true } = {}) {
  return useContentTexts('tarot/cards', loadCardTexts, { enabled });
}
