import { findCard } from '../deck';
import type { DrawnCard } from '../draw';
import type { Spread } from '../spreads';
import type { CardFacts } from '../types';

/** A drawn card with its facts and the position it fell in: what the rules look at. */
export interface PlacedCard {
  readonly facts: CardFacts;
  readonly reversed: boolean;
  readonly position: string;
}

/** Pages, knights, queens and kings: in a reading they often stand for people. */
export const isCourt = (facts: CardFacts): boolean => facts.category !== 'major' && facts.number >= 11;

export function placeCards(spread: Spread, cards: readonly DrawnCard[]): readonly PlacedCard[] {
  if (cards.length !== spread.positions.length) {
    throw new RangeError(`${spread.id} needs ${spread.positions.length} cards, got ${cards.length}`);
  }
  return cards.map((card, index) => {
    const facts = findCard(card.id);
    if (!facts) throw new RangeError(`unknown card ${card.id}`);
    return { facts, reversed: card.reversed, position: spread.positions[index]!.key };
  });
}
