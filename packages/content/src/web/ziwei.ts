import { withStarNames, type ZiweiTexts } from '@tarot/core/calendar/ziwei-reading/texts';
import type { ContentLanguage } from '@tarot/core/tarot/types';
import { lazyTexts, type JsonModule } from './lazy-texts';

const content = lazyTexts(
  import.meta.glob<JsonModule>('./*/ziwei/reading.json', { base: '../../texts' }),
  'ziwei/reading',
);

/** The 紫微 reading's texts in one language (one chunk each), the stars named as the chart names them. */
export async function loadZiweiTexts(language: ContentLanguage): Promise<ZiweiTexts> {
  return withStarNames(await content(language), language);
}
