import { lazyTexts, type JsonModule } from './lazy-texts';

/** The words of a 八字 reading, by code: one chunk per language, fetched by the chart pages that read. */
export const loadBaziReadingTexts = lazyTexts(
  import.meta.glob<JsonModule>('./*/bazi/reading.json', { base: '../../texts' }),
  'bazi/reading',
);
