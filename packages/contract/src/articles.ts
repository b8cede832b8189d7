import { z } from 'zod';
import { ARTICLE_CATEGORIES, SEARCH_MAX } from './article-rules';
import { text } from './text';
import { endpoint } from './endpoint';

export { ARTICLE_CATEGORIES, type ArticleCategory } from './article-rules';

/** Every article is written in Simplified Chinese; other languages fall back to it. */
export const ARTICLE_FALLBACK_LANGUAGE = 'zh-Hans';

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
/** A BCP 47 tag such as `en` or `zh-Hans`; the answer says which language it used. */
const lang = z
  .string()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)
  .default(ARTICLE_FALLBACK_LANGUAGE);

export const articleListQuery = z.object({ page, pageSize, lang, category: z.enum(ARTICLE_CATEGORIES).optional() });

export const articleSearchQuery = z.object({
  q: text().trim().min(1).max(SEARCH_MAX),
  page,
  pageSize,
  lang,
});

export const articleLangQuery = z.object({ lang });
export const readLogQuery = z.object({ page, pageSize, lang });

/**
 * The id is checked by the service, not here: an empty one must answer NEWS_ID_EMPTY
 * (spec §8) and a malformed one NO_DATA, which a schema failure (INVALID_PARAM) would hide.
 */
export const articleIdParams = z.object({ id: text().max(200) });

export const articleSummary = z
  .object({
    id: z.string(),
    slug: z.string(),
    category: z.enum(ARTICLE_CATEGORIES),
    language: z.string().describe('The language the title and summary are in: the requested one, or zh-Hans'),
    title: z.string(),
    summary: z.string(),
    readingMinutes: z.number().int().min(1),
    publishedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'ArticleSummary' });

export const articleDetail = articleSummary
  .extend({
    body: z.string().describe('Paragraphs separated by blank lines; no markup'),
    languages: z.array(z.string()).readonly().describe('Every language the article is written in'),
  })
  .meta({ id: 'Article' });

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item).readonly(),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });

export const articlePage = pageOf(articleSummary).meta({ id: 'ArticlePage' });

export const readLogEntry = articleSummary
  .extend({ readAt: z.string().describe('ISO 8601') })
  .meta({ id: 'ReadLogEntry' });
export const readLogPage = pageOf(readLogEntry).meta({ id: 'ReadLogPage' });

export type ArticleSummary = z.infer<typeof articleSummary>;
export type ArticleDetail = z.infer<typeof articleDetail>;
export type ArticlePage = z.infer<typeof articlePage>;
export type ReadLogPage = z.infer<typeof readLogPage>;

export const listArticles = endpoint({
  method: 'GET',
  path: '/api/articles',
  tags: ['articles'],
  summary: 'Published articles, newest first',
  query: articleListQuery,
  response: articlePage,
  errors: [400, 401, 403, 404],
});

export const searchArticles = endpoint({
  method: 'GET',
  path: '/api/articles/search',
  tags: ['articles'],
  summary: 'Published articles whose title, summary or body contains q',
  query: articleSearchQuery,
  response: articlePage,
  errors: [400, 401, 403, 404],
});

export const articleWithoutId = endpoint({
  method: 'GET',
  path: '/api/articles/',
  tags: ['articles'],
  summary: 'An article without an id',
  errors: [400, 401, 403, 404],
});

export const readArticle = endpoint({
  method: 'GET',
  path: '/api/articles/:id',
  tags: ['articles'],
  summary: 'One published article; a signed-in reader finds it in their reading log',
  params: articleIdParams,
  query: articleLangQuery,
  response: articleDetail,
  errors: [400, 401, 403, 404],
});

export const listReadLog = endpoint({
  method: 'GET',
  path: '/api/read-log',
  tags: ['articles'],
  summary: 'The articles I read, most recently read first',
  query: readLogQuery,
  response: readLogPage,
  errors: [400, 401, 403, 404],
});
