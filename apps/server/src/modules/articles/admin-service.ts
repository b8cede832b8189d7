import type { AdminArticle, AdminArticlePage, ArticleBody, ContentFilter } from '@tarot/contract/admin';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../db/unique-violation';
import type { ArticleRepo, ArticleRow } from './repo';

const toResponse = (row: ArticleRow): AdminArticle => ({
  id: row.id,
  slug: row.slug,
  category: row.category,
  cover: row.cover,
  texts: row.texts,
  status: row.status,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const found = (row: ArticleRow | undefined): AdminArticle => {
  if (!row) throw new AppError('NOT_FOUND', 'No such article');
  return toResponse(row);
};

/** The slug's unique index decides, so two editors saving the same slug at once cannot both win. */
async function slugChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ARTICLE_SLUG_TAKEN');
    throw error;
  }
}

export function createAdminArticleService(articles: ArticleRepo) {
  return {
    async list(filter: ContentFilter, page: number, pageSize: number): Promise<AdminArticlePage> {
      const { rows, total } = await articles.pageForConsole(filter, page, pageSize);
      return { items: rows.map(toResponse), page, pageSize, total };
    },
    async get(id: string): Promise<AdminArticle> {
      return found(await articles.find(id));
    },
    async create(body: ArticleBody): Promise<AdminArticle> {
      return toResponse(await slugChecked(() => articles.insert(body)));
    },
    async update(id: string, body: ArticleBody): Promise<AdminArticle> {
      return found(await slugChecked(() => articles.update(id, body)));
    },
    async setPublished(id: string, published: boolean): Promise<AdminArticle> {
      return found(await articles.setPublished(id, published));
    },
  };
}

export type AdminArticleService = ReturnType<typeof createAdminArticleService>;
