import { useTranslation } from 'react-i18next';
import { CYCLE_GLOSSARY } from '@tarot/core/glossary/cycle-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
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

/**
 * An element's swatch in its fixed five-element colour with the element's name on top: one
 * character (金, 금) in Chinese, Japanese and Korean, a word in a smaller type elsewhere,
 * left out on the small swatch, too narrow for a word.
 */
export function ElementSwatch({ element, size = 'medium' }: { element: string; size?: 'small' | 'medium' | 'large' }) {
  const { term } = useTerm(CYCLE_GLOSSARY);
  const name = term('element', element);
  const word = [...name].length > 1;
  return (
    <span className={styles.element} data-element={element} data-size={size} data-word={word} aria-hidden="true">
      {!(word && size === 'small') && name}
    </span>
  );
}

/** The colours of one piece of advice (by the day or by a chart) as chips. */
export function ColourChips({ advice }: { advice: { readonly english: readonly string[] } }) {
  return (
    <span className={styles.chips}>
      {advice.english.map((id) => (
        <ColourChip key={id} id={id} />
      ))}
    </span>
  );
}
