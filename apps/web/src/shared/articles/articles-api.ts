import { searchArticles as searchEndpoint, type ArticlePage } from '@tarot/contract/articles';
import { call } from '../api/call';
import { pageLink } from '../config/paths';

/** Articles are written in Simplified Chinese and English: Chinese readers get Chinese, everyone else English. */
export function articleLanguageFor(uiLanguage: string): 'zh-Hans' | 'en' {
  return uiLanguage.startsWith('zh') ? 'zh-Hans' : 'en';
}

export const ARTICLE_PAGE_SIZE = 20;

export const articleDetailPath = (id: string): string => pageLink('newsDetail', { id });

export function searchArticles(query: string, lang: string, page = 1): Promise<ArticlePage> {
  return call(searchEndpoint, { query: { q: query, lang, page, pageSize: ARTICLE_PAGE_SIZE } });
}
