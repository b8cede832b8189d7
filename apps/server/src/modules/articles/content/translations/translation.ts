import type { ArticleText } from '../../../../db/schema';

/** One language's version of the launch articles, keyed by slug: title, summary and body. */
export type ArticleTranslations = Readonly<Record<string, ArticleText>>;
