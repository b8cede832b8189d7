import type { ReactNode } from 'react';
import { DotLoading, ErrorBlock, InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/http';
import { ArticleCardSkeleton } from './article-card';
import styles from './article-feed.module.css';

interface ArticleFeedProps<T> {
  readonly query: UseInfiniteQueryResult<InfiniteData<{ items: readonly T[] }>>;
  readonly itemKey: (item: T) => string;
  readonly renderItem: (item: T) => ReactNode;
  readonly empty: ReactNode;
  readonly header?: ReactNode;
}

/** A pull-to-refresh, scroll-for-more list of articles with its loading, empty and failed states. */
export function ArticleFeed<T>({ query, itemKey, renderItem, empty, header }: ArticleFeedProps<T>) {
  const { t } = useTranslation(['common', 'errors']);
  const items = (query.data?.pages ?? []).flatMap((page) => page.items);

  let body: ReactNode;
  if (query.isPending) {
    body = Array.from({ length: 4 }, (_, index) => <ArticleCardSkeleton key={index} />);
  } else if (query.isError && items.length === 0) {
    body = (
      <ErrorBlock
        status="disconnected"
        title={t(`errors:${query.error instanceof ApiError ? query.error.code : 'unknown'}`)}
        description={<a onClick={() => void query.refetch()}>{t('actions.retry')}</a>}
      />
    );
  } else if (items.length === 0) {
    body = empty;
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
        <InfiniteScroll
          loadMore={async () => void (await query.fetchNextPage({ throwOnError: true }))}
          hasMore={query.hasNextPage}
        >
          {(hasMore, failed, retry) => <FeedEnd hasMore={hasMore} failed={failed} retry={retry} />}
        </InfiniteScroll>
      </>
    );
  }

  return (
    <PullToRefresh
      onRefresh={async () => void (await query.refetch())}
      pullingText={t('pull.pulling')}
      canReleaseText={t('pull.release')}
      refreshingText={t('pull.refreshing')}
      completeText={t('pull.complete')}
    >
      <div className={styles.page} aria-busy={query.isPending}>
        {header}
        {body}
      </div>
    </PullToRefresh>
  );
}

/** The foot of the list in the reader's language (antd-mobile's own texts are Chinese only). */
function FeedEnd({ hasMore, failed, retry }: { hasMore: boolean; failed: boolean; retry: () => void }) {
  const { t } = useTranslation(['news', 'common']);
  if (failed) {
    return (
      <span>
        {t('list.loadFailed')} <a onClick={retry}>{t('common:actions.retry')}</a>
      </span>
    );
  }
  if (hasMore) return <DotLoading color="primary" />;
  return <span>{t('list.end')}</span>;
}
