import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ArticleBody, ContentFilter } from '@tarot/contract/admin';
import type { Database } from '../../db/client';
import { containsPattern, offsetOf, type PageOf } from '../../db/paging';
import { article, newsReadLog, type ArticleText } from '../../db/schema';
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

/** The stored texts: zh-Hans always, English only once it is written. */
const columns = ({ slug, category, cover, texts }: ArticleBody) => ({
  slug,
  category,
  cover,
  texts: Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== undefined)) as Record<
    string,
    ArticleText
  >,
});

/** Readers see published articles only; drafts stay with the administrators, whose console pages write them. */
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
      const pattern = containsPattern(query);
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

    // The console's pages: drafts and published articles alike.
    async pageForConsole(filter: ContentFilter, page: number, pageSize: number): Promise<PageOf<ArticleRow>> {
      const where = filter === 'all' ? undefined : eq(article.status, filter);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(article)
          .where(where)
          .orderBy(desc(article.updatedAt), desc(article.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select({ total: count() }).from(article).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
    async find(id: string): Promise<ArticleRow | undefined> {
      const [row] = await db.select().from(article).where(eq(article.id, id)).limit(1);
      return row;
    },
    /** New articles start as drafts. A taken slug fails on the unique index (the caller maps it). */
    async insert(body: ArticleBody): Promise<ArticleRow> {
      const [row] = await db.insert(article).values(columns(body)).returning();
      return row!;
    },
    async update(id: string, body: ArticleBody): Promise<ArticleRow | undefined> {
      const [row] = await db
        .update(article)
        .set({ ...columns(body), updatedAt: sql`now()` })
        .where(eq(article.id, id))
        .returning();
      return row;
    },
    /** Publishing keeps the first publication time, so re-publishing a fix does not bump it to the top. */
    async setPublished(id: string, published: boolean): Promise<ArticleRow | undefined> {
      const [row] = await db
        .update(article)
        .set(
          published
            ? { status: 'published', publishedAt: sql`coalesce(${article.publishedAt}, now())`, updatedAt: sql`now()` }
            : { status: 'draft', updatedAt: sql`now()` },
        )
        .where(eq(article.id, id))
        .returning();
      return row;
    },
  };
}

export type ArticleRepo = ReturnType<typeof createArticleRepo>;
