import { useTranslation } from 'react-i18next';
import type { ZiweiTexts } from '@tarot/core/calendar/ziwei-reading/texts';
import type { ZiweiResponse } from '@tarot/contract/calendar';
import { ReadingTexts } from './reading-texts';
import styles from './ziwei-reading.module.css';

type Stack = NonNullable<ZiweiResponse['reading']['stack']>;

/** 大限 and 流年 read on top of each other: where the year falls in the decade, 叠宫, and where 化忌 strikes. */
export function StackCard({ stack, texts }: { stack: Stack; texts: ZiweiTexts }) {
  const { t } = useTranslation('ziweiReading');
  return (
    <section className={styles.card}>
      <h3>{t('stack')}</h3>
      <p className={styles.tag}>{t('yearInDecade', { palace: texts.names.palaces[stack.yearInDecade] })}</p>
      <ReadingTexts texts={texts} codes={stack.codes} />
    </section>
  );
}
