import { loadTarotReadingTexts } from '@tarot/content/web/tarot-reading';
import { contentLanguageFor } from '@tarot/core/tarot/content';
import { useTarotContent } from './use-tarot-content';

/** The words a reading's patterns, leaning and synthesis are told in, in the reader's content language. */
export function useReadingTexts() {
  return useTarotContent('reading-texts', loadTarotReadingTexts, contentLanguageFor);
}
