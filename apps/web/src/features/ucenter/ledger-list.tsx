import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from '@tarot/contract/points';
import { ErrorBlock } from '../../shared/ui/error-block';
import styles from './ledger-list.module.css';

/** Every change to the points: why, when, how much, and the balance after. */
export function LedgerList({ entries, loading }: { entries: readonly LedgerEntry[]; loading: boolean }) {
  const { t, i18n } = useTranslation('ucenter');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (loading) return <Skeleton.Paragraph lineCount={4} animated className={styles.skeleton} />;
  if (entries.length === 0)
    return <ErrorBlock status="empty" title={t('points.empty')} description={t('points.emptyHint')} />;
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.item}>
          <span className={styles.reason}>
            {t(`reasons.${entry.reason}`, { name: entry.offerId ? t(`offers.names.${entry.offerId}`) : '' })}
          </span>
          <span className={styles.amount} data-sign={entry.amount >= 0 ? 'plus' : 'minus'}>
            {entry.amount >= 0 ? `+${entry.amount}` : entry.amount}
          </span>
          <span className={styles.meta}>{date.format(new Date(entry.createdAt))}</span>
          <span className={styles.meta}>{t('points.balanceAfter', { balance: entry.balance })}</span>
        </li>
      ))}
    </ul>
  );
}
