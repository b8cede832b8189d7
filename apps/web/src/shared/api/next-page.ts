/** Where a page starts: its number and, for lists that go on by cursor, the cursor. */
export interface PageParam {
  readonly page: number;
  readonly cursor?: string;
}

/**
 * A page of a list as the paged APIs answer it: admin and article lists count their items
 * (contract `pageOf`); a member's own lists, which grow without bound, say instead whether
 * more follow and where they start (contract `memberPageOf`).
 */
export type PageInfo =
  | { readonly page: number; readonly pageSize: number; readonly total: number }
  | { readonly page: number; readonly pageSize: number; readonly hasMore: boolean; readonly nextCursor: string | null };

/** TanStack Query's `getNextPageParam` for our lists: the next page while any are left. */
export function nextPageOf(last: PageInfo): PageParam | undefined {
  if ('total' in last) return last.page * last.pageSize < last.total ? { page: last.page + 1 } : undefined;
  return last.hasMore && last.nextCursor ? { page: last.page + 1, cursor: last.nextCursor } : undefined;
}
