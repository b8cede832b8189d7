import { DotLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../shared/api/query-client';
import { inboxQuery } from '../../shared/push/inbox-api';
import { CardList } from '../../shared/ui/card-list';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PullRefresh } from '../../shared/ui/pull-refresh';
import { InboxCard } from './inbox-card';
import { ErrorBlock } from '../../shared/ui/error-block';
import styles from './inbox-page.module.css';

/** My notifications, newest first: unopened ones marked, a tap opens what each is about. */
export default function InboxPage() {
  const { t } = useTranslation('push');
  // Always fetch on arrival: the badge that led here may already be newer than the cache.
  const inbox = useQuery({ ...inboxQuery(), staleTime: 0 }, queryClient);

  if (inbox.isPending) {
    return (
      <div className={styles.loading} aria-live="polite">
        <DotLoading color="primary" />
        {t('inbox.loading')}
      </div>
    );
  }
  if (inbox.isError) return <LoadFailed error={inbox.error} retry={() => void inbox.refetch()} />;

  return (
    <PullRefresh onRefresh={() => inbox.refetch()}>
      <div className={styles.page}>
        {inbox.data.items.length === 0 ? (
          <ErrorBlock status="empty" title={t('inbox.empty')} description={t('inbox.emptyHint')} />
        ) : (
          <CardList className={styles.list}>
            {inbox.data.items.map((item) => (
              <li key={item.messageId}>
                <InboxCard item={item} />
              </li>
            ))}
          </CardList>
        )}
      </div>
    </PullRefresh>
  );
}
