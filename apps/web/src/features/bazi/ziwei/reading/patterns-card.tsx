import { useTranslation } from 'react-i18next';
import type { ZiweiTexts } from '@tarot/core/calendar/ziwei-reading/texts';
import type { ZiweiResponse } from '@tarot/contract/calendar';
import { ReadingTexts } from './reading-texts';
import styles from './ziwei-reading.module.css';

type Pattern = ZiweiResponse['reading']['patterns'][number];

/** The 格局 命宫 forms, each with its nature and, when 化忌 or 煞 meet it, its weakening (破格). */
export function PatternsCard({ patterns, texts }: { patterns: readonly Pattern[]; texts: ZiweiTexts }) {
  const { t } = useTranslation('ziweiReading');
  return (
    <section className={styles.card} aria-labelledby="ziwei-patterns">
      <h3 id="ziwei-patterns">{t('patterns')}</h3>
      {patterns.length === 0 && <p className={styles.tag}>{t('noPattern')}</p>}
      {patterns.map((pattern) => (
        <section key={pattern.id} className={styles.star}>
          <h4>
            {texts.names.patterns[pattern.id]}
            <small className={styles[pattern.nature]}>{t(`nature.${pattern.nature}`)}</small>
            {pattern.spoiled && <small>{t('spoiled')}</small>}
          </h4>
          <ReadingTexts texts={texts} codes={pattern.codes} />
        </section>
      ))}
    </section>
  );
}
