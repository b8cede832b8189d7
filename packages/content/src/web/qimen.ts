import { lazyTexts, type JsonModule } from './lazy-texts';

/** The words of a 奇门 reading: one chunk per language, fetched by the 奇门 page. */
export const loadQimenTexts = lazyTexts(
  import.meta.glob<JsonModule>('./*/qimen/reading.json', { base: '../../texts' }),
  'qimen/reading',
);
