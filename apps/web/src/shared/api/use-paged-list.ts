import { useInfiniteQuery, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import type { keptOffline } from '../offline/kept-queries';
import { nextPageOf, type PageInfo, type PageParam } from './next-page';
import { queryClient } from './query-client';

/** One page of a list as every paged API answers it (contract `pageOf` or `memberPageOf`). */
export type Page<Item> = PageInfo & { readonly items: readonly Item[] };

const FIRST_PAGE: PageParam = { page: 1 };

interface PagedListOptions {
  /** Override the cache's freshness, e.g. 0 where items carry short-lived signed links. */
  readonly staleTime?: number;
  /** Wait before the first page, e.g. until the device's own items have moved to the account. */
  readonly enabled?: boolean;
  /** `keptOffline` for a list that must open offline with the pages seen at the last visit. */
  readonly persister?: typeof keptOffline;
}

type PagesOptions<Item> = UseInfiniteQueryOptions<Page<Item>, Error, unknown, readonly unknown[], PageParam>;

/**
 * A list that loads page after page from the first on: the query, its items so far, and the
 * total of a counted list (0 for a list that goes on by cursor, which is never counted).
 * `fetchPage` gets the cursor of the page before from the second page on, if the list has them.
 */
export function usePagedList<Item>(
  queryKey: readonly unknown[],
  fetchPage: (page: number, cursor?: string) => Promise<Page<Item>>,
  options: PagedListOptions = {},
) {
  const { persister, ...rest } = options;
  const query = useInfiniteQuery(
    {
      queryKey,
      queryFn: ({ pageParam }) => fetchPage(pageParam.page, pageParam.cursor),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: nextPageOf,
      ...rest,
      // TanStack's persister runs infinite queries too (infiniteQueryBehavior), but its type still
      // declares a plain query's context, without the page parameter it passes through untouched.
      persister: persister as PagesOptions<Item>['persister'],
    },
    queryClient,
  );
  const items = (query.data?.pages ?? []).flatMap((page) => page.items);
  const first = query.data?.pages[0];
  const total = first && 'total' in first ? first.total : 0;
  return { query, items, total };
}

export type PagedListState<Item> = ReturnType<typeof usePagedList<Item>>;
