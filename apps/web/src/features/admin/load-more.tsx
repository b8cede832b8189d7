import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** antd-mobile's infinite scroll with its texts in the user's language (its own are Chinese only). */
export function LoadMore({ hasMore, onLoad }: { hasMore: boolean; onLoad: () => Promise<unknown> }) {
  const { t } = useTranslation('admin');
  return (
    <InfiniteScroll loadMore={async () => void (await onLoad())} hasMore={hasMore}>
      {(more, failed, retry) =>
        failed ? (
          <a onClick={() => void retry()}>{t('list.retry')}</a>
        ) : more ? (
          <>
            {t('list.loading')}
            <DotLoading />
          </>
        ) : (
          t('list.end')
        )
      }
    </InfiniteScroll>
  );
}
