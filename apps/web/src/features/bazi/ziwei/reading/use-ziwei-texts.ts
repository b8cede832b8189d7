import { loadZiweiTexts } from '@tarot/content/web/ziwei';
import { useContentTexts } from '../../../../shared/content/content-texts';

/** The reading's texts in the reader's content language: one small chunk per language, loaded once. */
export function useZiweiTexts() {
  return useContentTexts('ziwei/reading', loadZiweiTexts);
}
