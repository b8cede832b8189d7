import { useTranslation } from 'react-i18next';
import type { ZiweiTexts } from '@tarot/core/calendar/ziwei-reading/texts';
import type { ZiweiResponse } from '@tarot/contract/calendar';
import { ZIWEI_GLOSSARY } from '@tarot/core/glossary/ziwei-glossary';
import { useTerm } from '../../../../shared/i18n/use-term';
import { Glyph } from '../../chart/glyph';
import { ReadingTexts } from './reading-texts';
import styles from './ziwei-reading.module.css';

type Summary = ZiweiResponse['reading']['summary'];

/** 命宫 in brief (its stars and their keywords) and where 身宫 sits. */
export function SummaryCard({ summary, texts }: { summary: Summary; texts: ZiweiTexts }) {
  const { t } = useTranslation('ziweiReading');
  const { term } = useTerm(ZIWEI_GLOSSARY);
  const { soul, body } = summary;
  return (
    <section className={styles.card}>
      <h3>{t('summary')}</h3>
      <h4>
        {t('soul')}
        <small>
          <Glyph term={term} domain="branch">
            {soul.earthlyBranch}
          </Glyph>
        </small>
        <span className={styles.stars}>{soul.stars.map((star) => texts.names.stars[star]).join(' · ')}</span>
      </h4>
      <ReadingTexts texts={texts} codes={soul.codes} />
      <h4>
        {t('body')}
        <small>
          <Glyph term={term} domain="branch">
            {body.earthlyBranch}
          </Glyph>
        </small>
        <span className={styles.stars}>{texts.names.palaces[body.palace]}</span>
      </h4>
      <ReadingTexts texts={texts} codes={body.codes} />
    </section>
  );
}
