import { useTranslation } from 'react-i18next';
import type { ZiweiTexts } from '@tarot/core/calendar/ziwei-reading/texts';
import type { ZiweiResponse } from '@tarot/contract/calendar';
import { ZIWEI_GLOSSARY } from '@tarot/core/glossary/ziwei-glossary';
import { useTerm } from '../../../../shared/i18n/use-term';
import { Glyph } from '../../chart/glyph';
import { ReadingTexts } from './reading-texts';
import styles from './ziwei-reading.module.css';

type Period = NonNullable<ZiweiResponse['reading']['yearly']>;

/** A 大限 or 流年: the palace it opens on, what that asks of you, and where its 四化 land. */
export function PeriodCard({ title, period, texts }: { title: string; period: Period; texts: ZiweiTexts }) {
  const { t } = useTranslation('ziweiReading');
  const { term } = useTerm(ZIWEI_GLOSSARY);
  return (
    <section className={styles.card}>
      <h3>{title}</h3>
      <p className={styles.tag}>
        <Glyph term={term} domain="ganZhi">{`${period.heavenlyStem}${period.earthlyBranch}`}</Glyph> ·{' '}
        {t('opensOn', { palace: texts.names.palaces[period.palace] })}
        {period.stars.length > 0 && ` · ${period.stars.map((star) => texts.names.stars[star]).join(' · ')}`}
      </p>
      <ReadingTexts texts={texts} codes={period.codes} />
      <h4>{t('mutagens')}</h4>
      <p className={styles.tag}>{t(`frame.${period.frame}`, { palace: texts.names.palaces[period.palace] })}</p>
      <ul className={styles.mutagens}>
        {period.mutagens.map((m) => (
          <li key={m.mutagen}>
            <strong>
              {texts.names.stars[m.star]} <em>{texts.names.mutagens[m.mutagen]}</em> →{' '}
              {t('landing', {
                frame: t(`frameName.${period.frame}`),
                palace: texts.names.palaces[m.palace],
                natal: texts.names.palaces[m.natalPalace],
              })}
            </strong>
            <ReadingTexts texts={texts} codes={m.codes} />
          </li>
        ))}
      </ul>
    </section>
  );
}
