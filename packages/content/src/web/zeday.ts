import { lazyTexts, type JsonModule } from './lazy-texts';

/** The 择日 reason sentences: one chunk per language, fetched when the page first shows a reason. */
export const loadZeDayTexts = lazyTexts(
  import.meta.glob<JsonModule>('./*/zeday/reasons.json', { base: '../../texts' }),
  'zeday/reasons',
);
