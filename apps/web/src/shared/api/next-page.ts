/** A page of a list as every paged API answers it (contract `pageOf`). */
export interface PageInfo {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** TanStack Query's `getNextPageParam` for our lists: the next page number while any are left. */
export const nextPageOf = (last: PageInfo): number | undefined =>
  last.page * last.pageSize < last.total ? last.page + 1 : undefined;
