import { useInfiniteQuery } from '@tanstack/react-query';
import { queryClient } from '../../shared/api/query-client';

interface Page<Item> {
  readonly items: readonly Item[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** An admin list that loads page after page as it scrolls, from the key's first page on. */
export function usePagedList<Item>(queryKey: readonly unknown[], fetchPage: (page: number) => Promise<Page<Item>>) {
  const query = useInfiniteQuery(
    {
      queryKey: ['admin', ...queryKey],
      queryFn: ({ pageParam }) => fetchPage(pageParam),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
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
