import { contentLanguageFor } from '@tarot/core/tarot/content';
import { loadReadingTexts } from '@tarot/core/tarot/reading/load-texts';
import { useTarotContent } from './use-tarot-content';

/** The words a reading's patterns, leaning and synthesis are told in, in the reader's content language. */
export function useReadingTexts() {
  return useTarotContent('reading-texts', loadReadingTexts, contentLanguageFor);
}
