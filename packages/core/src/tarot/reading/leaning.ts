import type { CardVote } from './answer';
import type { PlacedCard } from './drawn-facts';
import type { Polarity } from './polarity';

export type ChoiceLeaning = 'pathA' | 'pathB' | 'even';

/** A yes counts for a path, a no against it; waiting and depending cards count for neither. */
const VALUE: Readonly<Record<Polarity, number>> = { yes: 1, no: -1, notYet: 0, depends: 0 };

/** Positions whose keys end in the path's letter (`pathA`, `outcomeA`) belong to that path. */
const onPath = (card: PlacedCard, path: 'A' | 'B') => card.position.endsWith(path);

function pathScore(cards: readonly PlacedCard[], votes: readonly CardVote[], path: 'A' | 'B'): number {
  return votes
    .filter((vote) => onPath(cards[vote.index]!, path))
    .reduce((sum, vote) => sum + VALUE[vote.polarity] * vote.weight, 0);
}

/** Which of two paths the cards favour, each path's cards weighed as in a yes-or-no answer. */
export function choiceLeaning(cards: readonly PlacedCard[], votes: readonly CardVote[]): ChoiceLeaning {
  const difference = pathScore(cards, votes, 'A') - pathScore(cards, votes, 'B');
  return difference > 0 ? 'pathA' : difference < 0 ? 'pathB' : 'even';
}

/** A spread that lays out two paths side by side (positions ending in A and B). */
export const layoutsTwoPaths = (cards: readonly PlacedCard[]): boolean =>
  cards.some((card) => onPath(card, 'A')) && cards.some((card) => onPath(card, 'B'));
