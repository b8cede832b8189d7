import { lazyTexts, type JsonModule } from './lazy-texts';

/** The words a tarot reading's patterns, leaning and synthesis are told in: the reading pages' own chunks. */
export const loadTarotReadingTexts = lazyTexts(
  import.meta.glob<JsonModule>('./*/tarot/reading.json', { base: '../../texts' }),
  'tarot/reading',
);
