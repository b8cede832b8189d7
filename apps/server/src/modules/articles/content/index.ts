import type { ArticleText } from '../../../db/schema';
import { ALMANAC_ARTICLES } from './almanac';
import { BAZI_ARTICLES } from './bazi';
import { CULTURE_ARTICLES } from './culture';
import { TAROT_ARTICLES } from './tarot';
import { ZIWEI_ARTICLES } from './ziwei';

export interface SeedArticle {
  readonly slug: string; // kebab-case, unique, ascii
  readonly category: 'tarot' | 'bazi' | 'almanac' | 'ziwei' | 'culture';
  readonly publishedAt: string; // ISO date, e.g. '2026-10-03', spread over Sept–Nov 2026
  readonly texts: { readonly 'zh-Hans': ArticleText; readonly en: ArticleText };
}

/** The launch articles, oldest first; bodies are plain paragraphs separated by blank lines. */
export const SEED_ARTICLES: readonly SeedArticle[] = [
  ...TAROT_ARTICLES,
  ...BAZI_ARTICLES,
  ...ALMANAC_ARTICLES,
  ...ZIWEI_ARTICLES,
  ...CULTURE_ARTICLES,
].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
