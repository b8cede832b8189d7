import type { CardFacts } from '@tarot/core/tarot/types';
import { CardArt, CardBack } from '../card-art/card-art';
import styles from './tarot-card.module.css';

interface TarotCardProps {
  readonly card: CardFacts;
  readonly name: string;
  readonly reversed?: boolean;
  /** Face down shows the back; turning face up animates the flip. */
  readonly faceUp?: boolean;
  readonly className?: string;
}

/** A card that can lie reversed and turn over; the art itself never knows its orientation. */
export function TarotCard({ card, name, reversed = false, faceUp = true, className }: TarotCardProps) {
  return (
    <div
      className={[styles.card, className].filter(Boolean).join(' ')}
      data-face-up={faceUp}
      data-reversed={reversed}
      role="img"
      aria-label={faceUp ? name : undefined}
    >
      <div className={styles.inner}>
        <div className={styles.back} aria-hidden="true">
          <CardBack />
        </div>
        <div className={styles.face} aria-hidden="true">
          <div className={styles.orientation}>
            <CardArt card={card} name={name} />
          </div>
        </div>
      </div>
    </div>
  );
}
