import {
  ARTICLE_FALLBACK_LANGUAGE,
  type ArticleCategory,
  type ArticleDetail,
  type ArticlePage,
  type ArticleSummary,
  type ReadLogPage,
} from '@tarot/contract/articles';
import { AppError } from '../../errors';
import type { ArticleRepo, ArticleRow } from './repo';

/** One language's title, summary and body. */
type ArticleText = ArticleRow['texts'][string];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Comfortable reading speeds: about 400 Chinese or 500 Japanese characters a minute (neither
 * puts spaces between words), else 220 words.
 */
function readingMinutes(language: string, body: string): number {
  const perMinute = language.startsWith('zh') ? 400 : language === 'ja' ? 500 : undefined;
  const minutes = perMinute
    ? body.replace(/\s/g, '').length / perMinute
    : body.split(/\s+/).filter(Boolean).length / 220;
  return Math.max(1, Math.round(minutes));
}

/** The text in the requested language, or the Simplified Chinese every article has. */
function pickText(row: ArticleRow, requested: string): { language: string; text: ArticleText } {
  const own = row.texts[requested];
  if (own) return { language: requested, text: own };
  const fallback = row.texts[ARTICLE_FALLBACK_LANGUAGE] ?? Object.values(row.texts)[0];
  if (!fallback) throw new AppError('NO_DATA', `Article ${row.id} has no text`);
  return { language: ARTICLE_FALLBACK_LANGUAGE, text: fallback };
}

function toSummary(row: ArticleRow, requested: string): ArticleSummary {
  const { language, text } = pickText(row, requested);
  return {
    id: row.id,
    slug: row.slug,
    category: row.category as ArticleCategory,
    language,
    title: text.title,
    summary: text.summary,
    readingMinutes: readingMinutes(language, text.body),
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

interface Paging {
  readonly page: number;
  readonly pageSize: number;
  readonly lang: string;
}

export function createArticleService(articles: ArticleRepo, now: () => Date = () => new Date()) {
  return {
    async list({ category, ...paging }: Paging & { category?: ArticleCategory }): Promise<ArticlePage> {
      const { rows, total } = await articles.listPublished(category, paging);
      return {
        items: rows.map((row) => toSummary(row, paging.lang)),
        page: paging.page,
        pageSize: paging.pageSize,
        total,
      };
    },
    async search({ q, ...paging }: Paging & { q: string }): Promise<ArticlePage> {
      const { rows, total } = await articles.searchPublished(q, paging.lang, paging);
      return {
        items: rows.map((row) => toSummary(row, paging.lang)),
        page: paging.page,
        pageSize: paging.pageSize,
        total,
      };
    },
    /** Opening an article while signed in writes it to the member's reading log. */
    async read(rawId: string, lang: string, readerId: string | undefined): Promise<ArticleDetail> {
      const id = rawId.trim();
      if (!id) throw new AppError('NEWS_ID_EMPTY');
      // A malformed id names no article; answering NO_DATA keeps it from reaching the database as a cast error.
      const row = UUID.test(id) ? await articles.findPublished(id) : undefined;
      if (!row) throw new AppError('NO_DATA', 'No such article');
      if (readerId) await articles.recordRead(readerId, row.id, now());
      const summary = toSummary(row, lang);
      return {
        ...summary,
        body: pickText(row, lang).text.body,
        languages: Object.keys(row.texts).sort(),
      };
    },
    async readLog(userId: string, paging: Paging): Promise<ReadLogPage> {
      const { rows, total } = await articles.readLog(userId, paging);
      return {
        items: rows.map((row) => ({ ...toSummary(row.article, paging.lang), readAt: row.readAt.toISOString() })),
        page: paging.page,
        pageSize: paging.pageSize,
        total,
      };
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
