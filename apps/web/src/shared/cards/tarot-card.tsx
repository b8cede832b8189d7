import type { CardFacts } from '@tarot/core/tarot/types';
import { CardBack } from './card-back';
import { CardFace } from './card-face';
import styles from './tarot-card.module.css';

interface TarotCardProps {
  readonly card: CardFacts;
  readonly name: string;
  readonly reversed?: boolean;
  /** Face down shows the back; turning face up animates the flip. */
  readonly faceUp?: boolean;
  /** As `<img sizes>`: how wide this card is drawn. */
  readonly sizes?: string;
  /** The page's main picture: its face is fetched first. */
  readonly priority?: boolean;
  readonly className?: string;
}

/**
 * A card that can lie reversed and turn over, in the member's deck: reversed, the picture is
 * turned upside down; the face itself never knows its orientation.
 */
export function TarotCard({ card, name, reversed = false, faceUp = true, sizes, priority, className }: TarotCardProps) {
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
            <CardFace card={card} name={name} sizes={sizes} priority={priority} />
          </div>
        </div>
      </div>
    </div>
  );
}
