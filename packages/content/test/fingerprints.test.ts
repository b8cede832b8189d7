import { describe, expect, it } from 'vitest';
import { LAUNCH_ARTICLES } from '../src/articles';
import { readArticles } from '../src/server/read-articles';
import { readTexts } from '../src/server/read-texts';
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
  notifications: async (language) => readTexts('notifications/messages', language),
};

describe('every text in every language', () => {
  it('reads and renders as fingerprints.json recorded (npm run content:fingerprint after changing a text)', async () => {
    const printed = `${JSON.stringify(await fingerprints(SOURCES), null, 2)}\n`;
    await expect(printed).toMatchFileSnapshot('./fingerprint/fingerprints.json');
  }, 60_000);
});
