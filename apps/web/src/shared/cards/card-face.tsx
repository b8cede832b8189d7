import { lazy, Suspense } from 'react';
import type { DeckId } from '@tarot/contract/decks';
import type { CardFacts } from '@tarot/core/tarot/types';
import { useDeck } from './deck-choice';
import { RwsFace } from './rws-face';
import styles from './card-face.module.css';

/** The line art is drawn by code (some 20 KB): only a member who chose that deck downloads it. */
const LineArt = lazy(() => import('./line-art/card-art').then((module) => ({ default: module.CardArt })));

interface CardFaceProps {
  readonly card: CardFacts;
  /** The card's name in the reader's language (the line art prints it). */
  readonly name: string;
  /** As `<img sizes>`: how wide the face is drawn, so a phone fetches no more pixels than it shows. */
  readonly sizes?: string;
  /** The page's main picture (the daily card, a card page's card): fetched first, not lazily. */
  readonly priority?: boolean;
  /** Another deck than the one chosen in settings (the settings page shows both). */
  readonly deck?: DeckId;
}

/**
 * A card's face upright, in the deck the member chose, filling its box (4 : 7). Orientation,
 * turning over and the card's back belong to TarotCard.
 */
export function CardFace({ card, name, sizes = '45vw', priority, deck }: CardFaceProps) {
  const chosen = useDeck();
  if ((deck ?? chosen) === 'line-art') {
    return (
      <Suspense fallback={<span className={styles.waiting} />}>
        <LineArt card={card} name={name} className={styles.lineArt} />
      </Suspense>
    );
  }
  return <RwsFace id={card.id} sizes={sizes} priority={priority} />;
}
