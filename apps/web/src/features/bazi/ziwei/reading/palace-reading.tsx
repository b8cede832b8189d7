import { useTranslation } from 'react-i18next';
import type { ZiweiTexts } from '@tarot/core/calendar/ziwei-reading/texts';
import type { ZiweiResponse } from '@tarot/contract/calendar';
import { ZIWEI_GLOSSARY } from '@tarot/core/glossary/ziwei-glossary';
import { useTerm } from '../../../../shared/i18n/use-term';
import { Glyph } from '../../chart/glyph';
import { ReadingTexts } from './reading-texts';
import { SanFangReading } from './san-fang-reading';
import { StarReading } from './star-reading';
import styles from './ziwei-reading.module.css';

type Palace = ZiweiResponse['reading']['palaces'][number];

/** The chosen palace: its theme, borrowed stars and pairs, each major and minor star, then its 三方四正. */
export function PalaceReading({
  palace,
  palaces,
  texts,
}: {
  palace: Palace;
  palaces: readonly Palace[];
  texts: ZiweiTexts;
}) {
  const { t } = useTranslation('ziweiReading');
  const { term } = useTerm(ZIWEI_GLOSSARY);
  return (
    <article className={styles.palace} aria-live="polite">
      <h3>
        {texts.names.palaces[palace.palace]}
        <small>
          <Glyph term={term} domain="branch">
            {palace.earthlyBranch}
          </Glyph>
        </small>
      </h3>
      {palace.borrowedFrom && (
        <p className={styles.tag}>{t('borrowed', { palace: texts.names.palaces[palace.borrowedFrom] })}</p>
      )}
      <ReadingTexts texts={texts} codes={palace.codes} />
      {palace.stars.map((star) => (
        <StarReading key={star.star} star={star} texts={texts} />
      ))}
      {palace.minorStars.map((star) => (
        <StarReading key={star.star} star={star} texts={texts} minor />
      ))}
      <SanFangReading palace={palace} palaces={palaces} texts={texts} />
    </article>
  );
}
