import type { ZiweiTexts } from '@tarot/core/calendar/ziwei-reading/texts';
import type { ZiweiResponse } from '@tarot/contract/calendar';
import { ZIWEI_GLOSSARY } from '@tarot/core/glossary/ziwei-glossary';
import { useTerm } from '../../../../shared/i18n/use-term';
import { ReadingTexts } from './reading-texts';
import styles from './ziwei-reading.module.css';

type Palace = ZiweiResponse['reading']['palaces'][number];
type Star = Palace['stars'][number] | Palace['minorStars'][number];

interface StarReadingProps {
  readonly star: Star;
  readonly texts: ZiweiTexts;
  /** One of 六吉, 六煞, 禄存, 天马 rather than a major star: set apart more quietly. */
  readonly minor?: boolean;
}

/** A star as read in a palace: its name, brightness and 四化, then its texts. */
export function StarReading({ star, texts, minor = false }: StarReadingProps) {
  const { term } = useTerm(ZIWEI_GLOSSARY);
  return (
    <section className={minor ? styles.minor : styles.star}>
      <h4>
        {texts.names.stars[star.star]}
        {star.brightness && <small>{term('brightness', star.brightness)}</small>}
        {star.mutagen && <em>{texts.names.mutagens[star.mutagen]}</em>}
      </h4>
      <ReadingTexts texts={texts} codes={star.codes} />
    </section>
  );
}
