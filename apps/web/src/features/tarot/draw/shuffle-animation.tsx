import type { CSSProperties } from 'react';
import { CardBack } from '../../../shared/cards/card-back';
import styles from './shuffle-animation.module.css';

const CARDS = 6;

/** A few backs riffling over each other while the real shuffle has already happened. */
export function ShuffleAnimation() {
  return (
    <div className={styles.stage} aria-hidden="true">
      {Array.from({ length: CARDS }, (_, index) => (
        <span key={index} className={styles.card} style={{ '--i': index } as CSSProperties}>
          <CardBack />
        </span>
      ))}
    </div>
  );
}
