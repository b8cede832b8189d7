import type { ZiweiTexts } from '@tarot/core/calendar/ziwei-reading/texts';
import type { ZiweiResponse } from '@tarot/contract/calendar';
import { ZIWEI_GLOSSARY } from '@tarot/core/glossary/ziwei-glossary';
import { useTerm } from '../../../../shared/i18n/use-term';
import { ReadingTexts } from './reading-texts';
import styles from './ziwei-reading.module.css';

type Star = ZiweiResponse['reading']['palaces'][number]['stars'][number];

/** One major star as read in a palace: its name, brightness and 四化, then its texts. */
export function StarReading({ star, texts }: { star: Star; texts: ZiweiTexts }) {
  const { term } = useTerm(ZIWEI_GLOSSARY);
  return (
    <section className={styles.star}>
      <h4>
        {texts.names.stars[star.star]}
        {star.brightness && <small>{term('brightness', star.brightness)}</small>}
        {star.mutagen && <em>{texts.names.mutagens[star.mutagen]}</em>}
      </h4>
      <ReadingTexts texts={texts} codes={star.codes} />
    </section>
  );
}
