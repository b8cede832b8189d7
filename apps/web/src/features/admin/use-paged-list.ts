import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf, type PageInfo } from '../../shared/api/next-page';
import { queryClient } from '../../shared/api/query-client';

interface Page<Item> extends PageInfo {
  readonly items: readonly Item[];
}

/** An admin list that loads page after page as it scrolls, from the key's first page on. */
export function usePagedList<Item>(queryKey: readonly unknown[], fetchPage: (page: number) => Promise<Page<Item>>) {
  const query = useInfiniteQuery(
    {
      queryKey: ['admin', ...queryKey],
      queryFn: ({ pageParam }) => fetchPage(pageParam),
      initialPageParam: 1,
      getNextPageParam: nextPageOf,
      staleTime: 0,
    },
    queryClient,
  );
  const items = (query.data?.pages ?? []).flatMap((page) => page.items);
  const total = query.data?.pages[0]?.total ?? 0;
  return { query, items, total };
}

/** After a change, every admin list and the dashboard read afresh. */
export const refreshAdminLists = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
