import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { articleDetailPath, articleLanguageFor, searchArticles } from '../../shared/articles/articles-api';
import { queryClient } from '../../shared/api/query-client';
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

/** Articles are many and long, so the server searches them; the first page is plenty for a search page. */
export function useArticleSearch(query: string) {
  const { t, i18n } = useTranslation('news');
  const lang = articleLanguageFor(i18n.language);
  const term = useDebounced(query.trim()).slice(0, MAX_QUERY);
  const search = useQuery(
    {
      queryKey: ['search', 'articles', term, lang],
      queryFn: () => searchArticles(term, lang),
      enabled: term !== '',
      staleTime: 60_000,
    },
    queryClient,
  );
  const results: SearchResult[] = (search.data?.items ?? []).map((article) => ({
    kind: 'articles',
    id: article.id,
    title: article.title,
    subtitle: `${t(`categories.${article.category}`)} · ${article.summary}`,
    path: articleDetailPath(article.id),
  }));
  return {
    results,
    total: search.data?.total ?? 0,
    pending: term !== query.trim() || search.isFetching,
    failed: search.isError,
  };
}
