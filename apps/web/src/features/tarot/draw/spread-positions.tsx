import { useTranslation } from 'react-i18next';
import type { Spread } from '@tarot/core/tarot/spreads';
import styles from './spread-positions.module.css';

/** Before the draw: every position of the spread, in drawing order, with what it asks. */
export function SpreadPositions({ spread }: { spread: Spread }) {
  const { t } = useTranslation(['spreads', 'tarot']);
  return (
    <section className={styles.positions} aria-labelledby="spread-positions-title">
      <h3 id="spread-positions-title">{t('tarot:draw.positionsTitle')}</h3>
      <ol>
        {spread.positions.map((position) => (
          <li key={position.key}>
            <strong>{t(`${spread.id}.positions.${position.key}.name`)}</strong>
            <span>{t(`${spread.id}.positions.${position.key}.asks`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
