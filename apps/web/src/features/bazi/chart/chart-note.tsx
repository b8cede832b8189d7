import { useTranslation } from 'react-i18next';
import styles from './chart-page.module.css';

/** Every chart says what it is: a tool for reflection, not fate (DESIGN.md). */
export function ChartNote() {
  const { t } = useTranslation('bazi');
  return <p className={styles.note}>{t('chart.note')}</p>;
}
