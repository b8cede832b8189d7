import type { LifeArea } from './types';

export const SPREAD_CATEGORIES = ['general', 'love', 'career', 'fortune', 'decision'] as const;
export type SpreadCategory = (typeof SPREAD_CATEGORIES)[number];

/**
 * A place in the layout. `x` and `y` are the card's centre measured in card widths and
 * card heights, so a layout keeps its shape at any card size. A crossing card shares
 * its centre with the card it crosses and lies turned a quarter.
 */
export interface SpreadPosition {
  /** Names the position's texts in the `spreads` namespace. */
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly crossing?: boolean;
}

export interface Spread {
  readonly id: string;
  readonly category: SpreadCategory;
  /** The life area whose meanings the reading uses; none reads the card's general meaning. */
  readonly area: LifeArea | null;
  /** Larger spreads ask the querent to cut the deck before drawing, as a reader would. */
  readonly cut: boolean;
  /** In the order the cards are drawn and read. */
  readonly positions: readonly SpreadPosition[];
}

type Point = readonly [x: number, y: number];

/** Centre-to-centre steps that leave a small gap between neighbouring cards. */
const GAP = 1.15;
const ROW = 1.1;

function spread(
  id: string,
  category: SpreadCategory,
  area: LifeArea | null,
  places: readonly (readonly [key: string, ...Point] | readonly [key: string, ...Point, 'crossing'])[],
): Spread {
  return {
    id,
    category,
    area,
    cut: places.length >= 5,
    positions: places.map(([key, x, y, crossing]) => ({ key, x, y, ...(crossing ? { crossing: true } : {}) })),
  };
}

/** Months as a wall calendar shows them: three rows of four. */
function monthGrid(): [string, number, number][] {
  return Array.from({ length: 12 }, (_, index) => [
    `m${String(index + 1).padStart(2, '0')}`,
    (index % 4) * GAP,
    Math.floor(index / 4) * ROW,
  ]);
}

export const SPREADS: readonly Spread[] = [
  spread('single', 'general', null, [['focus', 0, 0]]),
  spread('three-times', 'general', null, [
    ['past', 0, 0],
    ['present', GAP, 0],
    ['future', 2 * GAP, 0],
  ]),
  spread('holy-triangle', 'general', null, [
    ['situation', GAP / 2, 0],
    ['obstacle', 0, ROW],
    ['advice', GAP, ROW],
  ]),
  spread('four-elements', 'general', null, [
    ['fire', GAP, 0],
    ['water', 0, ROW / 2 + 0.1],
    ['air', 2 * GAP, ROW / 2 + 0.1],
    ['earth', GAP, ROW + 0.2],
  ]),
  spread('five-cards', 'general', null, [
    ['present', GAP, ROW],
    ['past', 0, ROW],
    ['future', 2 * GAP, ROW],
    ['cause', GAP, 0],
    ['outcome', GAP, 2 * ROW],
  ]),
  spread('hexagram', 'general', null, [
    ['past', GAP, 0],
    ['present', 2 * GAP, ROW / 2],
    ['future', 2 * GAP, 1.5 * ROW],
    ['response', GAP, 2 * ROW],
    ['environment', 0, 1.5 * ROW],
    ['advice', 0, ROW / 2],
    ['outcome', GAP, ROW],
  ]),
  spread('horseshoe', 'general', null, [
    ['past', 0, 0],
    ['present', 0.4, ROW],
    ['hidden', 1.15, 2 * ROW],
    ['obstacle', 2.3, 2.3 * ROW],
    ['others', 3.45, 2 * ROW],
    ['advice', 4.2, ROW],
    ['outcome', 4.6, 0],
  ]),
  // The cross: present, the crossing challenge, then below, behind, above and ahead;
  // the staff on the right is read from the bottom up (Waite, Pictorial Key, part III §8).
  spread('celtic-cross', 'general', null, [
    ['present', 1.2, 1.6],
    ['challenge', 1.2, 1.6, 'crossing'],
    ['root', 1.2, 2.7],
    ['past', -0.15, 1.6],
    ['crown', 1.2, 0.5],
    ['future', 2.55, 1.6],
    ['self', 3.75, 3.2],
    ['environment', 3.75, 2.13],
    ['hopes', 3.75, 1.07],
    ['outcome', 3.75, 0],
  ]),
  spread('love-pyramid', 'love', 'love', [
    ['you', 0, ROW],
    ['partner', 2 * GAP, ROW],
    ['relationship', GAP, ROW],
    ['future', GAP, 0],
  ]),
  spread('relationship', 'love', 'love', [
    ['you', 0, 0],
    ['partner', 2 * GAP, 0],
    ['yourFeelings', 0, ROW],
    ['partnerFeelings', 2 * GAP, ROW],
    ['bond', GAP, ROW / 2],
    ['outcome', GAP, 1.5 * ROW + 0.1],
  ]),
  spread('career-path', 'career', 'career', [
    ['now', 0, ROW],
    ['strengths', GAP, ROW / 2],
    ['obstacles', GAP, 1.5 * ROW],
    ['action', 2 * GAP, ROW],
    ['outcome', 3 * GAP, ROW],
  ]),
  spread('work-situation', 'career', 'career', [
    ['situation', 0, 0],
    ['challenge', GAP, 0],
    ['advice', 2 * GAP, 0],
  ]),
  spread('year-ahead', 'fortune', null, monthGrid()),
  spread('seven-days', 'fortune', null, [
    ['d1', 0, 0],
    ['d2', GAP, 0],
    ['d3', 2 * GAP, 0],
    ['d4', 3 * GAP, 0],
    ['d5', GAP / 2, ROW],
    ['d6', 1.5 * GAP, ROW],
    ['d7', 2.5 * GAP, ROW],
  ]),
  spread('wealth-flow', 'fortune', 'wealth', [
    ['income', 0, 0],
    ['spending', GAP, 0],
    ['advice', 2 * GAP, 0],
  ]),
  spread('two-choices', 'decision', null, [
    ['now', GAP, ROW + 0.2],
    ['pathA', 0, ROW / 2],
    ['pathB', 2 * GAP, ROW / 2],
    ['outcomeA', 0, -ROW / 2],
    ['outcomeB', 2 * GAP, -ROW / 2],
  ]),
  spread('yes-no', 'decision', null, [['answer', 0, 0]]),
];

export function findSpread(id: string): Spread | undefined {
  return SPREADS.find((candidate) => candidate.id === id);
}

/** The layout's extent in card units, so a view can scale it to the width it has. */
export function spreadBounds(layout: Spread): { minX: number; minY: number; width: number; height: number } {
  const xs = layout.positions.map((position) => position.x);
  const ys = layout.positions.map((position) => position.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  return { minX, minY, width: Math.max(...xs) - minX + 1, height: Math.max(...ys) - minY + 1 };
}
