import type { ArticleCategory } from '@tarot/contract/article-rules';

/** What a launch article is, whatever the language: its words are texts/<language>/articles/<slug>.md. */
export interface LaunchArticleEntry {
  /** Kebab-case ascii, unique: the file's name in every language. */
  readonly slug: string;
  readonly category: ArticleCategory;
  /** ISO date, spread over Sept–Nov 2026. */
  readonly publishedAt: string;
}

/**
 * The launch articles, oldest first, which the server publishes on its first start. Written in
 * zh-Hans and English, and from the English in the other languages (zh-Hant derived from
 * zh-Hans by OpenCC, scripts/derive-zh-hant.mjs).
 */
export const LAUNCH_ARTICLES: readonly LaunchArticleEntry[] = [
  { slug: 'tarot-how-to-ask-a-good-question', category: 'tarot', publishedAt: '2026-09-02' },
  { slug: 'bazi-four-pillars-basics', category: 'bazi', publishedAt: '2026-09-05' },
  { slug: 'tarot-major-and-minor-arcana', category: 'tarot', publishedAt: '2026-09-09' },
  { slug: 'almanac-how-to-read-yi-ji', category: 'almanac', publishedAt: '2026-09-12' },
  { slug: 'tarot-reading-reversed-cards', category: 'tarot', publishedAt: '2026-09-16' },
  { slug: 'bazi-day-master-five-elements', category: 'bazi', publishedAt: '2026-09-19' },
  { slug: 'culture-twenty-four-solar-terms', category: 'culture', publishedAt: '2026-09-23' },
  { slug: 'tarot-celtic-cross-explained', category: 'tarot', publishedAt: '2026-09-27' },
  { slug: 'almanac-clash-and-day-officers', category: 'almanac', publishedAt: '2026-10-02' },
  { slug: 'tarot-daily-card-habit', category: 'tarot', publishedAt: '2026-10-08' },
  { slug: 'bazi-ten-gods-plain-words', category: 'bazi', publishedAt: '2026-10-11' },
  { slug: 'culture-five-element-outfit-colours', category: 'culture', publishedAt: '2026-10-17' },
  { slug: 'almanac-date-selection-basics', category: 'almanac', publishedAt: '2026-10-24' },
  { slug: 'ziwei-twelve-palaces', category: 'ziwei', publishedAt: '2026-10-28' },
  { slug: 'bazi-ten-year-luck-pillars', category: 'bazi', publishedAt: '2026-11-02' },
];
