import { UI_LANGUAGES, type UiLanguage } from '@tarot/contract/preferences';
import { LAUNCH_ARTICLES, type LaunchArticleEntry } from '@tarot/content/articles';
import type { ArticleText } from '@tarot/content/schemas/articles';
import { readArticles } from '@tarot/content/server/read-articles';

/** A launch article with its text in every interface language. */
export interface LaunchArticle extends LaunchArticleEntry {
  readonly texts: Readonly<Record<UiLanguage, ArticleText>>;
}

/** Joins an article's file in each interface language (texts/<language>/articles/<slug>.md); a missing one is a content bug. */
function inEveryLanguage(article: LaunchArticleEntry): LaunchArticle {
  const texts = UI_LANGUAGES.map((language) => {
    const text = readArticles(language)[article.slug];
    if (!text) throw new Error(`launch article ${article.slug} has no ${language} text`);
    return [language, text] as const;
  });
  return { ...article, texts: Object.fromEntries(texts) as LaunchArticle['texts'] };
}

/** The launch articles, oldest first, each in every interface language. */
export const SEED_ARTICLES: readonly LaunchArticle[] = LAUNCH_ARTICLES.map(inEveryLanguage);
