import type { ZiweiTexts } from '@tarot/core/calendar/ziwei-reading/texts';
import type { ZiweiResponse } from '@tarot/contract/calendar';
import { ZIWEI_GLOSSARY } from '@tarot/core/glossary/ziwei-glossary';
import { useTerm } from '../../../../shared/i18n/use-term';
import { ReadingTexts } from './reading-texts';
import styles from './ziwei-reading.module.css';

type MinorStar = ZiweiResponse['reading']['palaces'][number]['minorStars'][number];

/** One of 六吉, 六煞, 禄存, 天马 in the chosen palace: its name, brightness and 四化, then its text. */
export function MinorStarReading({ star, texts }: { star: MinorStar; texts: ZiweiTexts }) {
  const { term } = useTerm(ZIWEI_GLOSSARY);
  return (
    <section className={styles.minor}>
      <h4>
        {texts.names.stars[star.star]}
        {star.brightness && <small>{term('brightness', star.brightness)}</small>}
        {star.mutagen && <em>{texts.names.mutagens[star.mutagen]}</em>}
      </h4>
      <ReadingTexts texts={texts} codes={star.codes} />
    </section>
  );
}
