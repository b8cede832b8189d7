import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf, type PageInfo } from './next-page';
import { queryClient } from './query-client';

/** One page of a list as every paged API answers it (contract `pageOf`). */
export interface Page<Item> extends PageInfo {
  readonly items: readonly Item[];
}

interface PagedListOptions {
  /** Override the cache's freshness, e.g. 0 where items carry short-lived signed links. */
  readonly staleTime?: number;
  /** Wait before the first page, e.g. until the device's own items have moved to the account. */
  readonly enabled?: boolean;
}

/** A list that loads page after page from the first on: the query, its items so far, and the total. */
export function usePagedList<Item>(
  queryKey: readonly unknown[],
  fetchPage: (page: number) => Promise<Page<Item>>,
  options: PagedListOptions = {},
) {
  const query = useInfiniteQuery(
    {
      queryKey,
      queryFn: ({ pageParam }) => fetchPage(pageParam),
      initialPageParam: 1,
      getNextPageParam: nextPageOf,
      ...options,
    },
    queryClient,
  );
  const items = (query.data?.pages ?? []).flatMap((page) => page.items);
  const total = query.data?.pages[0]?.total ?? 0;
  return { query, items, total };
}

export type PagedListState<Item> = ReturnType<typeof usePagedList<Item>>;
