import { useTranslation } from 'react-i18next';
import type { UsageSummary } from '@tarot/contract/usage';
import { shortDay } from '../day-bars';
import styles from './usage-page.module.css';

/** Cohorts shown at most: the latest two weeks of first visits. */
const ROWS = 14;

/** Of the visitors first seen each day, the share back the next day and a week later. */
export function RetentionTable({ retention }: { retention: UsageSummary['retention'] }) {
  const { t, i18n } = useTranslation('usage');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const rows = retention
    .filter((row) => row.cohort > 0)
    .slice(-ROWS)
    .reverse();
  const rate = (value: number | null) => (value === null ? '–' : percent.format(value));
  return (
    <section className={styles.card}>
      <h2 className={styles.title}>{t('retention.title')}</h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('retention.cohort')}</th>
              <th>{t('retention.size')}</th>
              <th>{t('retention.day1')}</th>
              <th>{t('retention.day7')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.date}>
                <td>{shortDay(row.date)}</td>
                <td>{row.cohort}</td>
                <td>{rate(row.day1)}</td>
                <td>{rate(row.day7)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
