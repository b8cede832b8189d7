import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offsetOf } from '../../db/paging';
import { article, newsReadLog } from '../../db/schema';
import { ARTICLE_FALLBACK_LANGUAGE, type ArticleCategory } from '@tarot/contract/articles';
import type { LaunchArticle } from './content/index';

export type ArticleRow = typeof article.$inferSelect;
export type ReadLogRow = { readonly article: ArticleRow; readonly readAt: Date };

interface PageRequest {
  readonly page: number;
  readonly pageSize: number;
}

const published = eq(article.status, 'published');
const newestFirst = [desc(article.publishedAt), desc(article.id)];

/** `%` and `_` in what someone types are letters to find, not wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Readers see published articles only; drafts stay with the administrators. */
export function createArticleRepo(db: Database) {
  async function pageWhere(where: SQL | undefined, { page, pageSize }: PageRequest) {
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(article)
        .where(where)
        .orderBy(...newestFirst)
        .limit(pageSize)
        .offset(offsetOf(page, pageSize)),
      db.select({ total: count() }).from(article).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  return {
    listPublished(category: ArticleCategory | undefined, paging: PageRequest) {
      return pageWhere(category ? and(published, eq(article.category, category)) : published, paging);
    },
    /** Title, summary and body in `language` (or the fallback where the article lacks it), case-insensitively. */
    searchPublished(query: string, language: string, paging: PageRequest) {
      const text = sql`coalesce(${article.texts} -> ${language}::text, ${article.texts} -> ${ARTICLE_FALLBACK_LANGUAGE}::text)`;
      const pattern = `%${escapeLike(query)}%`;
      const matches = sql`(${text} ->> 'title' ilike ${pattern} escape '\\'
        or ${text} ->> 'summary' ilike ${pattern} escape '\\'
        or ${text} ->> 'body' ilike ${pattern} escape '\\')`;
      return pageWhere(and(published, matches), paging);
    },
    async findPublished(id: string): Promise<ArticleRow | undefined> {
      const [row] = await db
        .select()
        .from(article)
        .where(and(eq(article.id, id), published))
        .limit(1);
      return row;
    },
    /** One row per member and article: reading again moves it to the top. */
    async recordRead(userId: string, articleId: string, readAt: Date): Promise<void> {
      await db
        .insert(newsReadLog)
        .values({ userId, articleId, readAt })
        .onConflictDoUpdate({ target: [newsReadLog.userId, newsReadLog.articleId], set: { readAt } });
    },
    async readLog(userId: string, { page, pageSize }: PageRequest): Promise<{ rows: ReadLogRow[]; total: number }> {
      const where = and(eq(newsReadLog.userId, userId), published);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ article, readAt: newsReadLog.readAt })
          .from(newsReadLog)
          .innerJoin(article, eq(article.id, newsReadLog.articleId))
          .where(where)
          .orderBy(desc(newsReadLog.readAt), desc(newsReadLog.articleId))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db
          .select({ total: count() })
          .from(newsReadLog)
          .innerJoin(article, eq(article.id, newsReadLog.articleId))
          .where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /**
     * Publishes the launch articles once. An article already there (by slug) keeps every text
     * an editor left; only languages it lacks are added (as when a release brings a language).
     */
    async publishSeeds(articles: readonly LaunchArticle[]): Promise<void> {
      if (articles.length === 0) return;
      await db
        .insert(article)
        .values(
          articles.map((seed) => ({
            slug: seed.slug,
            category: seed.category,
            texts: { ...seed.texts },
            status: 'published' as const,
            publishedAt: new Date(seed.publishedAt),
          })),
        )
        .onConflictDoUpdate({
          target: article.slug,
          set: { texts: sql`excluded.texts || ${article.texts}` },
          setWhere: sql`not (${article.texts} ?& array(select jsonb_object_keys(excluded.texts)))`,
        });
    },
  };
}

export type ArticleRepo = ReturnType<typeof createArticleRepo>;
