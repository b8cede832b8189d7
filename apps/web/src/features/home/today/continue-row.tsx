import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryClient } from '../../../shared/api/query-client';
import { accountChartsQuery } from '../../../shared/charts/chart-queries';
import { PAGES } from '../../../shared/config/paths';
import { readingSearch } from '../../../shared/links/reading-url';
import { newestReadingQuery } from '../../../shared/readings/reading-queries';
import styles from './member-today.module.css';

/** The member's newest reading or saved chart, whichever came last, one tap from where it was left. */
export function ContinueRow() {
  const { t } = useTranslation(['home', 'spreads']);
  const readings = useQuery(newestReadingQuery(), queryClient);
  const charts = useQuery(accountChartsQuery(), queryClient);
  const reading = readings.data?.items[0];
  const chart = charts.data?.items[0];
  if (!reading && !chart) return null;

  const readingIsNewer = reading && (!chart || reading.createdAt >= chart.createdAt);
  const [to, what] = readingIsNewer
    ? [
        `${PAGES.reading}${readingSearch(reading.spreadId, reading.cards, reading.question)}`,
        reading.question || t(`spreads:${reading.spreadId}.name`),
      ]
    : [
        PAGES.chartHub,
        (chart!.kind === 'qimen' ? chart!.moment.name : chart!.birth.name) || t('today.continue.unnamedChart'),
      ];
  return (
    <Link className={styles.row} to={to}>
      <span className={styles.label}>{t(readingIsNewer ? 'today.continue.reading' : 'today.continue.chart')}</span>
      <span className={styles.what}>{what}</span>
      <span className={styles.go} aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
