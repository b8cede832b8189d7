import { Badge, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryClient } from '../../shared/api/query-client';
import { PAGES } from '../../shared/config/paths';
import { AdminGate } from './admin-gate';
import { adminApi } from './admin-api';
import { StatsChart } from './stats-chart';
import { adminKeys } from './admin-queries';
import styles from './admin-page.module.css';

const CHART_DAYS = 30;

/** `/pages/admin/admin`: totals, the last 30 days per day, and the way into each section. */
export default function AdminPage() {
  const { t, i18n } = useTranslation(['admin', 'usage', 'broadcast']);
  const navigate = useNavigate();
  const stats = useQuery(
    { queryKey: adminKeys.stats(CHART_DAYS), queryFn: () => adminApi.stats(CHART_DAYS), staleTime: 0 },
    queryClient,
  );
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <AdminGate pending={stats.isPending} error={stats.error} onRetry={() => void stats.refetch()}>
      {stats.data && (
        <div className={styles.page}>
          <dl className={styles.totals}>
            {(['users', 'checkIns', 'readings', 'openFeedback'] as const).map((key) => (
              <div key={key} className={styles.total}>
                <dt>{t(`dashboard.totals.${key}`)}</dt>
                <dd>{number.format(stats.data.totals[key])}</dd>
              </div>
            ))}
          </dl>
          <StatsChart days={stats.data.days} />
          <List mode="card" header={t('dashboard.sections')}>
            <List.Item
              onClick={() => void navigate(PAGES.adminFeedback)}
              description={t('sections.feedbackHint')}
              extra={stats.data.totals.openFeedback > 0 && <Badge content={stats.data.totals.openFeedback} />}
            >
              {t('sections.feedback')}
            </List.Item>
            <List.Item onClick={() => void navigate(PAGES.adminUsers)} description={t('sections.usersHint')}>
              {t('sections.users')}
            </List.Item>
            <List.Item onClick={() => void navigate(PAGES.adminArticles)} description={t('sections.articlesHint')}>
              {t('sections.articles')}
            </List.Item>
            <List.Item onClick={() => void navigate(PAGES.adminBanners)} description={t('sections.bannersHint')}>
              {t('sections.banners')}
            </List.Item>
            <List.Item onClick={() => void navigate(PAGES.adminPromotions)} description={t('promotions.menuHint')}>
              {t('promotions.menu')}
            </List.Item>
            <List.Item onClick={() => void navigate(PAGES.adminUsage)} description={t('usage:menu.usageHint')}>
              {t('usage:menu.usage')}
            </List.Item>
            <List.Item onClick={() => void navigate(PAGES.adminAccess)} description={t('usage:menu.accessHint')}>
              {t('usage:menu.access')}
            </List.Item>
            <List.Item
              onClick={() => void navigate(PAGES.adminBroadcasts)}
              description={t('broadcast:menu.broadcastsHint')}
            >
              {t('broadcast:menu.broadcasts')}
            </List.Item>
          </List>
        </div>
      )}
    </AdminGate>
  );
}
