import { loadTarotReadingTexts } from '@tarot/content/web/tarot-reading';
import { useContentTexts } from '../../../shared/content/content-texts';

/** The words a reading's patterns, leaning and synthesis are told in, in the reader's content language. */
export function useReadingTexts() {
  return useContentTexts('tarot/reading', loadTarotReadingTexts);
}
