import { findCard } from './deck';
import type { DrawnCard } from './draw';
import { SUITS, type Element, type Suit } from './types';

export interface ReadingSummary {
  readonly total: number;
  readonly majors: number;
  readonly minors: number;
  readonly reversed: number;
  readonly suits: Readonly<Record<Suit, number>>;
  readonly elements: Readonly<Record<Element, number>>;
}

const ELEMENTS: readonly Element[] = ['fire', 'water', 'air', 'earth'];

/**
 * The draw's counts at a glance, shown beside the reading. What the balance means is
 * said by the reading rules (`reading/rules.ts`), not here.
 */
export function summarizeReading(cards: readonly DrawnCard[]): ReadingSummary {
  const facts = cards.map((card) => {
    const found = findCard(card.id);
    if (!found) throw new RangeError(`unknown card ${card.id}`);
    return found;
  });
  const suits = Object.fromEntries(
    SUITS.map((suit) => [suit, facts.filter((f) => f.category === suit).length]),
  ) as Record<Suit, number>;
  const elements = Object.fromEntries(ELEMENTS.map((e) => [e, facts.filter((f) => f.element === e).length])) as Record<
    Element,
    number
  >;
  const majors = facts.filter((f) => f.category === 'major').length;
  const reversed = cards.filter((card) => card.reversed).length;
  return {
    total: cards.length,
    majors,
    minors: cards.length - majors,
    reversed,
    suits,
    elements,
  };
}
