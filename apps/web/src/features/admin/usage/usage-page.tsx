import { useState } from 'react';
import { CapsuleTabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { USAGE_RANGES } from '@tarot/contract/usage-rules';
import { queryClient } from '../../../shared/api/query-client';
import { AdminGate } from '../admin-gate';
import { MetricChart } from '../stats-chart';
import { pageRows } from './page-rows';
import { RankList } from './rank-list';
import { RetentionTable } from './retention-table';
import { usageSummary } from './usage-api';
import { adminKeys } from '../admin-queries';
import styles from './usage-page.module.css';

const METRICS = ['visitors', 'pageViews', 'sessions'] as const;
type Range = (typeof USAGE_RANGES)[number];

/** `/pages/admin/usage/usage`: visitors and page views per day, top pages, events, languages, platforms, retention. */
export default function UsagePage() {
  const { t } = useTranslation('usage');
  const [days, setDays] = useState<Range>(30);
  const usage = useQuery(
    { queryKey: adminKeys.usage(days), queryFn: () => usageSummary(days), staleTime: 0 },
    queryClient,
  );
  const data = usage.data;
  const series = data?.days.map(({ date, ...values }) => ({ day: date, ...values })) ?? [];
  const visitorDays = series.reduce((total, day) => total + day.visitors, 0);

  return (
    <div className={styles.page}>
      <CapsuleTabs activeKey={String(days)} onChange={(key) => setDays(Number(key) as Range)}>
        {USAGE_RANGES.map((range) => (
          <CapsuleTabs.Tab key={range} title={t('range', { count: range })} />
        ))}
      </CapsuleTabs>
      <AdminGate pending={usage.isPending} error={usage.error} onRetry={() => void usage.refetch()}>
        {data && (
          <>
            <MetricChart
              id="usage-chart-title"
              title={t('chart.title', { count: days })}
              metrics={METRICS}
              series={series}
              metricLabel={(metric) => t(`metrics.${metric}`)}
              totalLabel={(sum) => t('chart.total', { count: sum })}
              chartLabel={(metric, sum) => t('chart.label', { metric: t(`metrics.${metric}`), count: sum })}
            />
            <RankList title={t('pages')} empty={t('empty')} items={pageRows(data.pages, t)} />
            <RankList
              title={t('events')}
              empty={t('empty')}
              items={data.events.map((event) => ({
                label: t(`eventNames.${event.name}`, { defaultValue: event.name }),
                hint: event.name,
                value: event.count,
              }))}
            />
            <RankList
              title={t('languages')}
              empty={t('empty')}
              items={data.languages.map((entry) => ({ label: entry.lang, value: entry.visitors }))}
            />
            <RankList
              title={t('platforms')}
              empty={t('empty')}
              items={data.platforms.map((entry) => ({
                label: t(`platform.${entry.platform}`, { defaultValue: entry.platform }),
                value: entry.visitors,
              }))}
            />
            <RetentionTable retention={data.retention} />
            <p className={styles.note}>{t('note', { count: visitorDays })}</p>
          </>
        )}
      </AdminGate>
    </div>
  );
}
