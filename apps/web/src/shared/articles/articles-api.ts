import type { ArticlePage } from '@tarot/contract/articles';
import { apiRequest } from '../api/http';
import { pageLink } from '../config/paths';

/** Articles are written in Simplified Chinese and English: Chinese readers get Chinese, everyone else English. */
export function articleLanguageFor(uiLanguage: string): 'zh-Hans' | 'en' {
  return uiLanguage.startsWith('zh') ? 'zh-Hans' : 'en';
}

export const ARTICLE_PAGE_SIZE = 20;

export const articleDetailPath = (id: string): string => pageLink('newsDetail', { id });

export function searchArticles(query: string, lang: string, page = 1): Promise<ArticlePage> {
  const params = new URLSearchParams({ q: query, lang, page: String(page), pageSize: String(ARTICLE_PAGE_SIZE) });
  return apiRequest<ArticlePage>('GET', `/api/articles/search?${params}`);
}
