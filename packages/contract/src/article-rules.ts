/** Article rules the browser needs too, free of zod so pages that only list them stay small. */

/** What the articles are about; the list filters by these and the web draws a cover for each. */
export const ARTICLE_CATEGORIES = ['tarot', 'bazi', 'almanac', 'ziwei', 'culture'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** The longest search the articles take (and so the admin's user search); the search boxes stop there. */
export const SEARCH_MAX = 50;
