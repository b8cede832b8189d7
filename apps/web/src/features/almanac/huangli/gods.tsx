import { useTranslation } from 'react-i18next';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
import type { AlmanacGods } from '@tarot/core/calendar/almanac';
import styles from './gods.module.css';

/** 吉神宜趋 and 凶神宜忌, in the interface language. */
export function Gods({ gods }: { gods: AlmanacGods }) {
  const { t } = useTranslation('almanac');
  const { term } = useTerm(ALMANAC_GLOSSARY);
  const rows = [
    { key: 'good', label: t('huangli.goodGods'), names: gods.good },
    { key: 'bad', label: t('huangli.badGods'), names: gods.bad },
  ] as const;
  return (
    <section className={styles.card}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row} data-kind={row.key}>
          <h3>{row.label}</h3>
          {row.names.length > 0 ? (
            <ul>
              {row.names.map((name) => (
                <li key={name}>{term('god', name)}</li>
              ))}
            </ul>
          ) : (
            <p>{t('huangli.none')}</p>
          )}
        </div>
      ))}
    </section>
  );
}
