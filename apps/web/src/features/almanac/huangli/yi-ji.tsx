import { useTranslation } from 'react-i18next';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
import styles from './yi-ji.module.css';

interface YiJiProps {
  readonly recommends: readonly string[];
  readonly avoids: readonly string[];
}

function Block({ kind, words }: { kind: 'yi' | 'ji'; words: readonly string[] }) {
  const { t } = useTranslation('almanac');
  const { term } = useTerm(ALMANAC_GLOSSARY);
  const label = t(`huangli.${kind}`);
  return (
    <div className={styles.block} data-kind={kind} data-long={label.length > 2 || undefined}>
      <h3 className={styles.badge}>{label}</h3>
      {words.length > 0 ? (
        <ul className={styles.words}>
          {words.map((word) => (
            <li key={word}>{term('activity', word)}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{t('huangli.none')}</p>
      )}
    </div>
  );
}

/** 宜 in almanac red, 忌 in ink: the two blocks everyone reads first. */
export function YiJi({ recommends, avoids }: YiJiProps) {
  return (
    <section className={styles.yiJi}>
      <Block kind="yi" words={recommends} />
      <Block kind="ji" words={avoids} />
    </section>
  );
}
