import type { Element, Suit } from '../types';
import { isCourt, type PlacedCard } from './drawn-facts';
import type { Topic } from './topics';

/**
 * What a rule asks of a draw, as plain data so the rule table reads like a reader's
 * checklist. Counts are of cards; shares are fractions of the whole draw.
 */
export type Condition =
  | { readonly kind: 'topic'; readonly topics: readonly Topic[] }
  | { readonly kind: 'cardsAtLeast'; readonly count: number }
  | { readonly kind: 'suitAtLeast'; readonly suit: Suit; readonly count: number }
  | { readonly kind: 'suitAbsent'; readonly suit: Suit }
  | { readonly kind: 'courtAtLeast'; readonly count: number }
  | { readonly kind: 'rankAtLeast'; readonly rank: number; readonly count: number }
  | { readonly kind: 'majorsAt'; readonly positions: readonly string[] }
  | { readonly kind: 'majorShareOver'; readonly share: number }
  | { readonly kind: 'noMajors' }
  | { readonly kind: 'reversedShareOver'; readonly share: number }
  | { readonly kind: 'noneReversed' }
  | { readonly kind: 'dominantElement'; readonly element: Element }
  | { readonly kind: 'together'; readonly cards: readonly string[] };

export interface DrawContext {
  readonly topic: Topic;
  readonly cards: readonly PlacedCard[];
}

/** A condition that holds, with the cards that made it hold (for the text to name). */
export interface Outcome {
  readonly holds: boolean;
  readonly witnesses: readonly PlacedCard[];
}

const yes = (witnesses: readonly PlacedCard[] = []): Outcome => ({ holds: true, witnesses });
const no: Outcome = { holds: false, witnesses: [] };
const when = (holds: boolean, witnesses: readonly PlacedCard[] = []): Outcome => (holds ? yes(witnesses) : no);

/** The element with more cards than any other, if one has. */
function dominantElement(cards: readonly PlacedCard[]): Element | null {
  const counts = new Map<Element, number>();
  for (const card of cards) counts.set(card.facts.element, (counts.get(card.facts.element) ?? 0) + 1);
  const [first, second] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!first || (second && second[1] === first[1])) return null;
  return first[0];
}

export function evaluate(condition: Condition, { topic, cards }: DrawContext): Outcome {
  const share = (count: number) => count / cards.length;
  switch (condition.kind) {
    case 'topic':
      return when(condition.topics.includes(topic));
    case 'cardsAtLeast':
      return when(cards.length >= condition.count);
    case 'suitAtLeast': {
      const suited = cards.filter((card) => card.facts.category === condition.suit);
      return when(suited.length >= condition.count, suited);
    }
    case 'suitAbsent':
      return when(cards.every((card) => card.facts.category !== condition.suit));
    case 'courtAtLeast': {
      const court = cards.filter((card) => isCourt(card.facts));
      return when(court.length >= condition.count, court);
    }
    case 'rankAtLeast': {
      const ranked = cards.filter((card) => card.facts.category !== 'major' && card.facts.number === condition.rank);
      return when(ranked.length >= condition.count, ranked);
    }
    case 'majorsAt': {
      const placed = condition.positions.map((position) => cards.find((card) => card.position === position));
      const allMajor = placed.every((card) => card?.facts.category === 'major');
      return when(
        allMajor,
        placed.filter((card): card is PlacedCard => card !== undefined),
      );
    }
    case 'majorShareOver':
      return when(share(cards.filter((card) => card.facts.category === 'major').length) > condition.share);
    case 'noMajors':
      return when(cards.every((card) => card.facts.category !== 'major'));
    case 'reversedShareOver':
      return when(share(cards.filter((card) => card.reversed).length) > condition.share);
    case 'noneReversed':
      return when(cards.every((card) => !card.reversed));
    case 'dominantElement':
      return when(dominantElement(cards) === condition.element);
    case 'together': {
      const found = condition.cards.map((id) => cards.find((card) => card.facts.id === id));
      return when(
        found.every((card) => card !== undefined),
        found.filter((card): card is PlacedCard => card !== undefined),
      );
    }
  }
}
