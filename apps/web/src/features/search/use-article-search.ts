import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { articleDetailPath, articleLanguageFor, searchArticles } from '../../shared/articles/articles-api';
import { usePagedList } from '../../shared/api/use-paged-list';
import type { SearchResult } from './search-results';

/** Longest query the server accepts (contract `articleSearchQuery`). */
const MAX_QUERY = 50;
/** Typing pauses this long before the server is asked, so each keystroke is not a request. */
const DEBOUNCE_MS = 250;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** Articles are many and long, so the server searches them, a page at a time as the list is read. */
export function useArticleSearch(query: string) {
  const { t, i18n } = useTranslation('news');
  const lang = articleLanguageFor(i18n.language);
  const term = useDebounced(query.trim()).slice(0, MAX_QUERY);
  const {
    query: search,
    items: found,
    total,
  } = usePagedList(['search', 'articles', term, lang], (page) => searchArticles(term, lang, page), {
    enabled: term !== '',
  });
  const results: SearchResult[] = found.map((article) => ({
    kind: 'articles',
    id: article.id,
    title: article.title,
    subtitle: `${t(`categories.${article.category}`)} · ${article.summary}`,
    path: articleDetailPath(article.id),
  }));
  return {
    results,
    total,
    pending: term !== query.trim() || (search.isFetching && !search.isFetchingNextPage),
    failed: search.isError,
    hasMore: search.hasNextPage,
    loadMore: () => search.fetchNextPage(),
  };
}
