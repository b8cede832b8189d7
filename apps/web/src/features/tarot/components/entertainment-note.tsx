import { useTranslation } from 'react-i18next';
import styles from './entertainment-note.module.css';

/** Every reading says what it is: guidance for reflection, not fate (DESIGN.md). */
export function EntertainmentNote() {
  const { t } = useTranslation('tarot');
  return <p className={styles.note}>{t('disclaimer')}</p>;
}
