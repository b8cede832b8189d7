import type { SeedArticle } from './seed-article';
import { ALMANAC_ARTICLES } from './almanac';
import { BAZI_ARTICLES } from './bazi';
import { CULTURE_ARTICLES } from './culture';
import { TAROT_ARTICLES } from './tarot';
import { ZIWEI_ARTICLES } from './ziwei';

/** The launch articles as written here, in Simplified Chinese and English, oldest first; bodies are plain paragraphs separated by blank lines. */
export const AUTHORED_ARTICLES: readonly SeedArticle[] = [
  ...TAROT_ARTICLES,
  ...BAZI_ARTICLES,
  ...ALMANAC_ARTICLES,
  ...ZIWEI_ARTICLES,
  ...CULTURE_ARTICLES,
].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
