import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './day-loading.module.css';

/** While a day's almanac is on its way: says so in the interface language. */
export function DayLoading() {
  const { t } = useTranslation('almanac');
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <DotLoading color="primary" />
      <span>{t('date.loading')}</span>
    </div>
  );
}
