import { useTranslation } from 'react-i18next';
import type { ColourAdvice } from '@tarot/core/calendar/day-colour';
import styles from './colour-swatch.module.css';

/** One colour word (core's English id, e.g. 'coffee') as a dot and its name. */
export function ColourChip({ id }: { id: string }) {
  const { t } = useTranslation('almanac');
  return (
    <span className={styles.chip}>
      <span className={styles.dot} data-colour={id} aria-hidden="true" />
      {t(`colour.names.${id}`, { defaultValue: id })}
    </span>
  );
}

/** An element's swatch in its fixed five-element colour, its character on top. */
export function ElementSwatch({ element, size = 'medium' }: { element: string; size?: 'small' | 'medium' | 'large' }) {
  return (
    <span className={styles.element} data-element={element} data-size={size} aria-hidden="true">
      {element}
    </span>
  );
}

/** The colours of one piece of advice as chips. */
export function ColourChips({ advice }: { advice: ColourAdvice }) {
  return (
    <span className={styles.chips}>
      {advice.english.map((id) => (
        <ColourChip key={id} id={id} />
      ))}
    </span>
  );
}
