import { listArticles, listReadLog, readArticle, type ArticleCategory } from '@tarot/contract/articles';
import { call } from '../../shared/api/call';
import { tokenStore } from '../../shared/auth/token-store';
import { ARTICLE_PAGE_SIZE } from '../../shared/articles/articles-api';

export const newsKeys = {
  list: (category: ArticleCategory | undefined, lang: string) => ['news', 'list', category ?? 'all', lang] as const,
  detail: (id: string, lang: string) => ['news', 'detail', id, lang] as const,
  /** Every language's reading log: an article read moves to its top in each. */
  readLogs: ['news', 'read-log'] as const,
  /** The member's own log, keyed by the token so the next member on this device never sees it. */
  readLog: (lang: string) => ['news', 'read-log', lang, tokenStore.current()] as const,
};

export const newsApi = {
  page: (page: number, category: ArticleCategory | undefined, lang: string) =>
    call(listArticles, { query: { page, pageSize: ARTICLE_PAGE_SIZE, category, lang } }),
  detail: (id: string, lang: string) => call(readArticle, { params: { id }, query: { lang } }),
  readLog: (page: number, lang: string) => call(listReadLog, { query: { page, pageSize: ARTICLE_PAGE_SIZE, lang } }),
};
