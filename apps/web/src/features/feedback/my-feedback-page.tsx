import { ErrorBlock, Image, ImageViewer, InfiniteScroll, Skeleton } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedbackItem } from '@tarot/contract/feedback';
import { ApiError } from '../../shared/api/http';
import { queryClient } from '../../shared/api/query-client';
import { PullRefresh } from '../../shared/ui/pull-refresh';
import { feedbackApi } from './feedback-api';
import { FEEDBACK_PATH } from './paths';
import styles from './my-feedback-page.module.css';
import { nextPageOf } from '../../shared/api/next-page';

/** What I sent, newest first, each with the administrators' reply once there is one. */
export default function MyFeedbackPage() {
  const { t } = useTranslation(['feedback', 'errors']);
  const query = useInfiniteQuery(
    {
      queryKey: ['feedback', 'mine'],
      queryFn: ({ pageParam }) => feedbackApi.mine(pageParam),
      initialPageParam: 1,
      getNextPageParam: nextPageOf,
      // Image links are signed for ten minutes: refetch rather than show stale ones.
      staleTime: 0,
    },
    queryClient,
  );
  const items = (query.data?.pages ?? []).flatMap((page) => page.items);

  if (query.isError && items.length === 0) {
    return (
      <ErrorBlock
        status="disconnected"
        title={t(`errors:${query.error instanceof ApiError ? query.error.code : 'unknown'}`)}
        description={<a onClick={() => void query.refetch()}>{t('common:actions.retry')}</a>}
      />
    );
  }
  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      <div className={styles.page}>
        {query.isPending && <Skeleton.Paragraph lineCount={5} animated />}
        {!query.isPending && items.length === 0 && (
          <ErrorBlock
            status="empty"
            title={t('mine.empty')}
            description={<Link to={FEEDBACK_PATH}>{t('mine.write')}</Link>}
          />
        )}
        <ul className={styles.list}>
          {items.map((item) => (
            <FeedbackCard key={item.id} item={item} />
          ))}
        </ul>
        {items.length > 0 && (
          <InfiniteScroll loadMore={async () => void (await query.fetchNextPage())} hasMore={query.hasNextPage}>
            {(hasMore) => <span className={styles.end}>{hasMore ? t('common:pull.refreshing') : t('mine.end')}</span>}
          </InfiniteScroll>
        )}
      </div>
    </PullRefresh>
  );
}

function FeedbackCard({ item }: { item: FeedbackItem }) {
  const { t, i18n } = useTranslation('feedback');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const urls = item.images.map((image) => image.url);
  return (
    <li className={styles.card}>
      <time className={styles.time} dateTime={item.createdAt}>
        {date.format(new Date(item.createdAt))}
      </time>
      <p className={styles.content}>{item.content}</p>
      {urls.length > 0 && (
        <div className={styles.images}>
          {urls.map((url, index) => (
            <button
              key={item.images[index]!.fileID}
              type="button"
              className={styles.thumb}
              onClick={() => ImageViewer.Multi.show({ images: urls, defaultIndex: index })}
              aria-label={t('images.view', { index: index + 1 })}
            >
              <Image src={url} fit="cover" width="100%" height="100%" lazy />
            </button>
          ))}
        </div>
      )}
      {(item.contact || item.mobile) && (
        <p className={styles.contact}>{[item.contact, item.mobile].filter(Boolean).join(' · ')}</p>
      )}
      {item.reply ? (
        <div className={styles.reply}>
          <strong>{t('mine.reply')}</strong>
          <p>{item.reply}</p>
          {item.repliedAt && <time dateTime={item.repliedAt}>{date.format(new Date(item.repliedAt))}</time>}
        </div>
      ) : (
        <p className={styles.waiting}>{t('mine.waiting')}</p>
      )}
    </li>
  );
}
