import { lazyTexts, type JsonModule } from './lazy-texts';

/** The words of 星座: one chunk per language, fetched by the /xingzuo pages. */
export const loadAstrologyTexts = lazyTexts(
  import.meta.glob<JsonModule>('./*/astrology/reading.json', { base: '../../texts' }),
  'astrology/reading',
);
