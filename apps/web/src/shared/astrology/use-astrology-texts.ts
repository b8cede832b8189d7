import { loadAstrologyTexts } from '@tarot/content/web/astrology';
import { useContentTexts } from '../content/content-texts';

/** The words of 星座 in the reader's content language: one small chunk per language, loaded once. */
export function useAstrologyTexts() {
  return useContentTexts('astrology/reading', loadAstrologyTexts);
}
