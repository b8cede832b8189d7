import { useTranslation } from 'react-i18next';
import styles from './almanac-note.module.css';

/** Every almanac page says what it is: tradition for reference, not fate (DESIGN.md). */
export function AlmanacNote() {
  const { t } = useTranslation('almanac');
  return <p className={styles.note}>{t('note')}</p>;
}
