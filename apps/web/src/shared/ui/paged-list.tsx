import type { ReactNode } from 'react';
import { Skeleton } from 'antd-mobile';
import type { PagedListState } from '../api/use-paged-list';
import { LoadFailed } from './load-failed';
import { LoadMore } from './load-more';
import { PullRefresh } from './pull-refresh';
import { CardList } from './card-list';

interface PagedListProps<Item> {
  readonly list: PagedListState<Item>;
  readonly itemKey: (item: Item) => string;
  readonly renderItem: (item: Item) => ReactNode;
  /** Shown when the list has no items, usually with the way to make the first one. */
  readonly empty: ReactNode;
  readonly header?: ReactNode;
  /** Shown while the first page loads; a few grey lines unless the list has its own shape. */
  readonly placeholder?: ReactNode;
  /** The page's own layout around header and list. */
  readonly className?: string;
  readonly listClassName?: string;
  readonly itemClassName?: string;
}

/**
 * Every paged list of the app: pull to refresh, more as the reader scrolls, and its loading,
 * failed and empty states, so each page only says what an item looks like.
 */
export function PagedList<Item>({
  list,
  itemKey,
  renderItem,
  empty,
  header,
  placeholder,
  className,
  listClassName,
  itemClassName,
}: PagedListProps<Item>) {
  const { query, items } = list;
  let body: ReactNode;
  if (query.isPending) body = placeholder ?? <Skeleton.Paragraph lineCount={5} animated />;
  else if (query.isError && items.length === 0) body = <LoadFailed error={query.error} retry={() => query.refetch()} />;
  else if (items.length === 0) body = empty;
  else {
    body = (
      <>
        <CardList className={listClassName}>
          {items.map((item) => (
            <li key={itemKey(item)} className={itemClassName}>
              {renderItem(item)}
            </li>
          ))}
        </CardList>
        <LoadMore hasMore={query.hasNextPage} loadMore={() => query.fetchNextPage({ throwOnError: true })} />
      </>
    );
  }
  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      <div className={className} aria-busy={query.isPending}>
        {header}
        {body}
      </div>
    </PullRefresh>
  );
}
