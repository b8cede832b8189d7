import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './load-more.module.css';

interface LoadMoreProps {
  readonly hasMore: boolean;
  readonly loadMore: () => Promise<unknown>;
}

/** antd-mobile's infinite scroll with its footer in the user's language (its own texts are Chinese only). */
export function LoadMore({ hasMore, loadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll loadMore={async () => void (await loadMore())} hasMore={hasMore}>
      {(more, failed, retry) =>
        failed ? (
          <button type="button" className={styles.retry} onClick={() => void retry()}>
            {t('list.failed')}
          </button>
        ) : more ? (
          <span className={styles.text}>
            {t('list.loading')}
            <DotLoading />
          </span>
        ) : (
          <span className={styles.text}>{t('list.noMore')}</span>
        )
      }
    </InfiniteScroll>
  );
}
