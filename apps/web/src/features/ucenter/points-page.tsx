import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/http';
import { LoadMore } from '../../shared/ui/load-more';
import { PullRefresh } from '../../shared/ui/pull-refresh';
import { LedgerList } from './ledger-list';
import { UCENTER_PATHS } from './paths';
import { PointsRules } from './points-rules';
import { refreshPoints, useLedger, usePointsSummary } from './points-api';
import { StreakCard } from './streak-card';
import { useCheckIns } from './use-check-ins';
import styles from './points-page.module.css';

/** My points (needs login): the balance, this week of the streak, the rules and every change. */
export default function PointsPage() {
  const { t } = useTranslation(['ucenter', 'errors', 'common']);
  const summary = usePointsSummary();
  const ledger = useLedger();
  const checkIns = useCheckIns(UCENTER_PATHS.points);

  if (summary.isError && !summary.data) {
    return (
      <ErrorBlock
        status="disconnected"
        title={t(`errors:${summary.error instanceof ApiError ? summary.error.code : 'unknown'}`)}
        description={<a onClick={() => void summary.refetch()}>{t('common:actions.retry')}</a>}
      />
    );
  }
  const entries = (ledger.data?.pages ?? []).flatMap((page) => page.items);
  return (
    <PullRefresh onRefresh={refreshPoints}>
      <div className={styles.page}>
        <section className={styles.balance} aria-label={t('points.balance')}>
          <span className={styles.balanceLabel}>{t('points.balance')}</span>
          <span className={styles.balanceValue} data-testid="points-balance">
            {summary.data?.balance ?? '…'}
          </span>
        </section>
        {summary.data ? (
          <StreakCard summary={summary.data} checkIns={checkIns} />
        ) : (
          <Skeleton.Paragraph lineCount={4} animated className={styles.skeleton} />
        )}
        <PointsRules />
        <h2 className={styles.heading}>{t('points.history')}</h2>
        <LedgerList entries={entries} loading={ledger.isPending} />
        {ledger.isError && entries.length === 0 ? (
          <ErrorBlock
            status="disconnected"
            title={t(`errors:${ledger.error instanceof ApiError ? ledger.error.code : 'unknown'}`)}
            description={<a onClick={() => void ledger.refetch()}>{t('common:actions.retry')}</a>}
          />
        ) : (
          entries.length > 0 && <LoadMore loadMore={ledger.fetchNextPage} hasMore={ledger.hasNextPage} />
        )}
      </div>
      {checkIns.ad}
    </PullRefresh>
  );
}
