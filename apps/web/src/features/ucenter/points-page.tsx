import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/ui/load-failed';
import { LoadMore } from '../../shared/ui/load-more';
import { PullRefresh } from '../../shared/ui/pull-refresh';
import { PAGES } from '../../shared/config/paths';
import { LedgerList } from './ledger-list';
import { PointsOffers } from './points-offers';
import { PointsRules } from './points-rules';
import { useLedger } from './points-api';
import { refreshPoints, usePointsSummary } from '../../shared/points/points-summary';
import { StreakCard } from './streak-card';
import { useCheckIns } from './use-check-ins';
import styles from './points-page.module.css';

/** My points (needs login): the balance, this week of the streak, what points buy, the rules and every change. */
export default function PointsPage() {
  const { t } = useTranslation(['ucenter', 'errors', 'common']);
  const summary = usePointsSummary();
  const ledger = useLedger();
  const checkIns = useCheckIns(PAGES.points);

  if (summary.isError && !summary.data) {
    return <LoadFailed error={summary.error} retry={() => void summary.refetch()} />;
  }
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
        {summary.data && <PointsOffers offers={summary.data.offers} balance={summary.data.balance} />}
        <PointsRules />
        <h2 className={styles.heading}>{t('points.history')}</h2>
        <LedgerList entries={ledger.items} loading={ledger.query.isPending} />
        {ledger.query.isError && ledger.items.length === 0 ? (
          <LoadFailed error={ledger.query.error} retry={() => void ledger.query.refetch()} />
        ) : (
          ledger.items.length > 0 && (
            <LoadMore loadMore={ledger.query.fetchNextPage} hasMore={ledger.query.hasNextPage} />
          )
        )}
      </div>
      {checkIns.ad}
    </PullRefresh>
  );
}
