import type { PlacedCard } from './drawn-facts';
import { PLAIN_MINORS, POLARITIES, polarityOf, type Polarity } from './polarity';
import { positionFrame } from './position-frames';

/** A card's say in the answer: its polarity, and its position's weight times its own. */
export interface CardVote {
  readonly index: number;
  readonly polarity: Polarity;
  readonly weight: number;
}

/** The yes-or-no answer of a draw: which way it leans, the weight behind each side, and the cards that carry it. */
export interface YesNoAnswer {
  readonly leaning: Polarity;
  readonly weights: Readonly<Record<Polarity, number>>;
  readonly votes: readonly CardVote[];
  /** The heaviest cards behind the leaning, at most two, for the bottom line to name. */
  readonly carriers: readonly number[];
  /** The heaviest card pulling the other way, if one does. */
  readonly counter: number | null;
}

/** A major arcanum, or a minor that answers as plainly (`PLAIN_MINORS`), weighs 2; any other card 1. */
export function cardWeight(card: PlacedCard): number {
  return card.facts.category === 'major' || PLAIN_MINORS.has(card.facts.id) ? 2 : 1;
}

export function votesOf(cards: readonly PlacedCard[]): CardVote[] {
  return cards.map((card, index) => ({
    index,
    polarity: polarityOf(card.facts.id, card.reversed),
    weight: positionFrame(card.position).weight * cardWeight(card),
  }));
}

/** Heaviest first; equal weights in spread order. */
const heaviest = (votes: readonly CardVote[], polarity: Polarity): CardVote[] =>
  votes.filter((vote) => vote.polarity === polarity).sort((a, b) => b.weight - a.weight || a.index - b.index);

/**
 * Yes needs more than twice the weight of no and more than all the waiting and depending
 * together; no the same the other way. Otherwise the draw says "not yet" when waiting weighs
 * most, and "it depends" when the cards pull apart. So no card decides alone: a Tower in the
 * past is outweighed by a Sun now and a Star ahead, while a Tower now or ahead (weight 4) keeps
 * any three-card draw from a yes, since the other two can bring at most 6.
 */
function lean(weights: Readonly<Record<Polarity, number>>): Polarity {
  const { yes, no, notYet, depends } = weights;
  if (yes > 2 * no && yes > notYet + depends) return 'yes';
  if (no > 2 * yes && no > notYet + depends) return 'no';
  if (notYet >= Math.max(yes, no, depends)) return 'notYet';
  return 'depends';
}

/** Who speaks for the leaning: for "it depends", the strongest voice on each side. */
function carriersOf(votes: readonly CardVote[], leaning: Polarity): number[] {
  if (leaning !== 'depends')
    return heaviest(votes, leaning)
      .slice(0, 2)
      .map((vote) => vote.index);
  const sides = [heaviest(votes, 'yes')[0], heaviest(votes, 'no')[0]].filter((vote) => vote !== undefined);
  const named = sides.length === 2 ? sides : heaviest(votes, 'depends').slice(0, 2);
  return named.map((vote) => vote.index).sort((a, b) => a - b);
}

const OPPOSITE: Readonly<Record<Polarity, readonly Polarity[]>> = {
  yes: ['no', 'notYet'],
  no: ['yes'],
  notYet: ['yes'],
  depends: [],
};

export function yesNoAnswer(cards: readonly PlacedCard[]): YesNoAnswer {
  const votes = votesOf(cards);
  const weights = Object.fromEntries(
    POLARITIES.map((polarity) => [
      polarity,
      votes.filter((vote) => vote.polarity === polarity).reduce((sum, vote) => sum + vote.weight, 0),
    ]),
  ) as Record<Polarity, number>;
  const leaning = lean(weights);
  const counter = OPPOSITE[leaning].map((polarity) => heaviest(votes, polarity)[0]).find((vote) => vote) ?? null;
  return { leaning, weights, votes, carriers: carriersOf(votes, leaning), counter: counter?.index ?? null };
}
