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
  /** The element that outnumbers every other, if one does. */
  readonly dominantElement: Element | null;
  /** Suits with no card in the draw (only meaningful for draws of four or more). */
  readonly missingSuits: readonly Suit[];
  /** How much of the draw the major arcana hold: over half, some, or none. */
  readonly majorWeight: 'strong' | 'some' | 'none';
  /** How many cards lie reversed: none, up to half, or more than half. */
  readonly reversedWeight: 'none' | 'some' | 'most';
}

const ELEMENTS: readonly Element[] = ['fire', 'water', 'air', 'earth'];

/** The whole draw at a glance, for the reading's closing summary. */
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
  const ranked = [...ELEMENTS].sort((a, b) => elements[b] - elements[a]);
  const [first, second] = ranked as [Element, Element];
  return {
    total: cards.length,
    majors,
    minors: cards.length - majors,
    reversed,
    suits,
    elements,
    dominantElement: elements[first] > elements[second] ? first : null,
    missingSuits: cards.length >= 4 ? SUITS.filter((suit) => suits[suit] === 0) : [],
    majorWeight: majors * 2 > cards.length ? 'strong' : majors > 0 ? 'some' : 'none',
    reversedWeight: reversed === 0 ? 'none' : reversed * 2 > cards.length ? 'most' : 'some',
  };
}
