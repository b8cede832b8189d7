import type { PlacedCard } from './drawn-facts';

export type Leaning = 'yes' | 'no' | 'notYet';
export type ChoiceLeaning = 'pathA' | 'pathB' | 'even';

/**
 * Cards of pause and unclear sight. When one appears in a yes-or-no draw, a reader
 * answers "not yet": the High Priestess, the Hermit, the Hanged Man, the Moon, and the
 * Two and Four of Swords, the Four of Cups, the Seven of Pentacles.
 */
const WAITING_CARDS: ReadonlySet<string> = new Set([
  'major-02',
  'major-09',
  'major-12',
  'major-18',
  'swords-02',
  'swords-04',
  'cups-04',
  'pentacles-07',
]);

/** Upright cards lean towards yes, reversed ones away; a major arcanum counts double. */
function weight(cards: readonly PlacedCard[]): number {
  return cards.reduce((sum, card) => sum + (card.facts.category === 'major' ? 2 : 1) * (card.reversed ? -1 : 1), 0);
}

export function yesNoLeaning(cards: readonly PlacedCard[]): Leaning {
  if (cards.some((card) => WAITING_CARDS.has(card.facts.id))) return 'notYet';
  const score = weight(cards);
  return score > 0 ? 'yes' : score < 0 ? 'no' : 'notYet';
}

/** Positions whose keys end in the path's letter (`pathA`, `outcomeA`) belong to that path. */
const onPath = (cards: readonly PlacedCard[], path: 'A' | 'B') => cards.filter((card) => card.position.endsWith(path));

/** Which of two paths the cards favour, for a spread that lays out both. */
export function choiceLeaning(cards: readonly PlacedCard[]): ChoiceLeaning {
  const difference = weight(onPath(cards, 'A')) - weight(onPath(cards, 'B'));
  return difference > 0 ? 'pathA' : difference < 0 ? 'pathB' : 'even';
}

/** A spread that lays out two paths side by side (positions ending in A and B). */
export const layoutsTwoPaths = (cards: readonly PlacedCard[]): boolean =>
  onPath(cards, 'A').length > 0 && onPath(cards, 'B').length > 0;
