import type { ArticleCategory, ArticleDetail, ArticlePage, ReadLogPage } from '@tarot/contract/articles';
import { apiRequest } from '../../shared/api/http';
import { ARTICLE_PAGE_SIZE } from '../../shared/articles/articles-api';

const query = (values: Record<string, string | number | undefined>): string =>
  new URLSearchParams(
    Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

export const newsKeys = {
  list: (category: ArticleCategory | undefined, lang: string) => ['news', 'list', category ?? 'all', lang] as const,
  detail: (id: string, lang: string) => ['news', 'detail', id, lang] as const,
  readLog: (lang: string) => ['news', 'read-log', lang] as const,
};

export const newsApi = {
  page: (page: number, category: ArticleCategory | undefined, lang: string) =>
    apiRequest<ArticlePage>('GET', `/api/articles?${query({ page, pageSize: ARTICLE_PAGE_SIZE, category, lang })}`),
  detail: (id: string, lang: string) =>
    apiRequest<ArticleDetail>('GET', `/api/articles/${encodeURIComponent(id)}?${query({ lang })}`),
  readLog: (page: number, lang: string) =>
    apiRequest<ReadLogPage>('GET', `/api/read-log?${query({ page, pageSize: ARTICLE_PAGE_SIZE, lang })}`),
};
