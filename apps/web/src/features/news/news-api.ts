import { listArticles, listReadLog, readArticle, type ArticleCategory } from '@tarot/contract/articles';
import { call } from '../../shared/api/call';
import { ARTICLE_PAGE_SIZE } from '../../shared/articles/articles-api';

export const newsKeys = {
  list: (category: ArticleCategory | undefined, lang: string) => ['news', 'list', category ?? 'all', lang] as const,
  detail: (id: string, lang: string) => ['news', 'detail', id, lang] as const,
  readLog: (lang: string) => ['news', 'read-log', lang] as const,
};

export const newsApi = {
  page: (page: number, category: ArticleCategory | undefined, lang: string) =>
    call(listArticles, { query: { page, pageSize: ARTICLE_PAGE_SIZE, category, lang } }),
  detail: (id: string, lang: string) => call(readArticle, { params: { id }, query: { lang } }),
  readLog: (page: number, lang: string) => call(listReadLog, { query: { page, pageSize: ARTICLE_PAGE_SIZE, lang } }),
};
