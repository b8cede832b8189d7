import { describe, expect, it } from 'vitest';
// The texts still held by the server, read where they are until they move into the tree.
// eslint-disable-next-line no-restricted-imports
import { notificationTexts } from '../../../apps/server/src/modules/notifications/texts/catalogue';
import { LAUNCH_ARTICLES } from '../src/articles';
import { readArticles } from '../src/server/read-articles';
import { loadBaziReadingTexts } from '../src/web/bazi';
import { loadCardNames, loadCardTexts } from '../src/web/tarot';
import { loadTarotReadingTexts } from '../src/web/tarot-reading';
import { loadZiweiTexts } from '../src/web/ziwei';
import { fingerprints, type TextSources } from './fingerprint/render';

const SOURCES: TextSources = {
  cardTexts: loadCardTexts,
  cardNames: loadCardNames,
  tarotReading: loadTarotReadingTexts,
  baziReading: loadBaziReadingTexts,
  ziweiReading: loadZiweiTexts,
  articles: async (language) =>
    Object.fromEntries(
      LAUNCH_ARTICLES.map(({ slug, category, publishedAt }) => [
        slug,
        { category, publishedAt, ...readArticles(language)[slug]! },
      ]),
    ),
  notifications: async (language) => notificationTexts(language),
};

describe('every text in every language', () => {
  it('reads and renders as fingerprints.json recorded (npm run content:fingerprint after changing a text)', async () => {
    const printed = `${JSON.stringify(await fingerprints(SOURCES), null, 2)}\n`;
    await expect(printed).toMatchFileSnapshot('./fingerprint/fingerprints.json');
  }, 60_000);
});
