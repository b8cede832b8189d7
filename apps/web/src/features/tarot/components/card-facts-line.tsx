import { useTranslation } from 'react-i18next';
import type { CardFacts } from '@tarot/core/tarot/types';
import styles from './card-facts-line.module.css';

/** Element and astrological correspondence, e.g. "火 · 白羊座 · 火星". */
export function CardFactsLine({ card }: { card: CardFacts }) {
  const { t } = useTranslation('tarot');
  const parts = [
    t(`elements.${card.element}`),
    card.sign && t(`signs.${card.sign}`),
    card.planet && t(`planets.${card.planet}`),
  ].filter(Boolean);
  return (
    <p className={styles.line} data-element={card.element}>
      {parts.join(' · ')}
    </p>
  );
}
