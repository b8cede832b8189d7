import { useTranslation } from 'react-i18next';
import styles from './disclaimer.module.css';

/**
 * The note each reading, chart and almanac page ends with: what it is, guidance for
 * reflection and not fate (DESIGN.md). `text` is an i18n key with its namespace.
 */
export function Disclaimer({
  text,
}: {
  text: 'almanac:note' | 'tarot:disclaimer' | 'bazi:chart.note' | 'qimen:note' | 'xingzuo:note';
}) {
  const { t } = useTranslation();
  return <p className={styles.note}>{t(text)}</p>;
}
