import type { ArticleText } from '../../../db/schema';

/** A launch article as written here; seeding publishes it once, and editors may change it after. */
export interface SeedArticle {
  readonly slug: string; // kebab-case, unique, ascii
  readonly category: 'tarot' | 'bazi' | 'almanac' | 'ziwei' | 'culture';
  readonly publishedAt: string; // ISO date, e.g. '2026-10-03', spread over Sept–Nov 2026
  readonly texts: { readonly 'zh-Hans': ArticleText; readonly en: ArticleText };
}
