import { count, desc, eq, sql } from 'drizzle-orm';
import type { ArticleBody, ContentFilter } from '@tarot/contract/admin';
import type { Database } from '../../db/client';
import { article, type ArticleText } from '../../db/schema';
import { offsetOf, type PageOf } from '../../db/paging';

export type ArticleRow = typeof article.$inferSelect;

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

export function createAdminArticleRepo(db: Database) {
  return {
    async page(filter: ContentFilter, page: number, pageSize: number): Promise<PageOf<ArticleRow>> {
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

export type AdminArticleRepo = ReturnType<typeof createAdminArticleRepo>;
