/**
 * What each spread position asks of its card, as a frame its text is told in, and how much
 * the position weighs when the cards are added up into one answer. Keys are the positions of
 * `spreads.ts`; the same key means the same thing in every spread.
 */
export const FRAMES = [
  'focus',
  'past',
  'present',
  'future',
  'challenge',
  'advice',
  'outcome',
  'root',
  'crown',
  'self',
  'other',
  'selfHeart',
  'otherHeart',
  'environment',
  'hopes',
  'bond',
  'strengths',
  'aspect',
  'period',
  'income',
  'spending',
  'path',
] as const;
export type Frame = (typeof FRAMES)[number];

interface PositionFrame {
  readonly frame: Frame;
  /**
   * Weight in the answer: 3 where the spread gives its answer (the single card, the outcome),
   * 2 for what is now and what comes next (and, in love, what the other person feels), 1 for
   * the rest, ½ for hopes and fears, which show the asker's mind more than the matter.
   */
  readonly weight: number;
}

const at = (frame: Frame, weight = 1): PositionFrame => ({ frame, weight });

const months = Object.fromEntries(
  Array.from({ length: 12 }, (_, index) => [`m${String(index + 1).padStart(2, '0')}`, at('period')]),
);
const days = Object.fromEntries(Array.from({ length: 7 }, (_, index) => [`d${index + 1}`, at('period')]));

export const POSITION_FRAMES: Readonly<Record<string, PositionFrame>> = {
  focus: at('focus', 3),
  answer: at('focus', 3),
  outcome: at('outcome', 3),
  present: at('present', 2),
  situation: at('present', 2),
  now: at('present', 2),
  future: at('future', 2),
  past: at('past'),
  challenge: at('challenge'),
  obstacle: at('challenge'),
  obstacles: at('challenge'),
  advice: at('advice'),
  action: at('advice'),
  response: at('advice'),
  root: at('root'),
  cause: at('root'),
  hidden: at('root'),
  crown: at('crown'),
  self: at('self'),
  you: at('self'),
  partner: at('other'),
  others: at('environment'),
  environment: at('environment'),
  yourFeelings: at('selfHeart'),
  partnerFeelings: at('otherHeart', 2),
  hopes: at('hopes', 0.5),
  relationship: at('bond', 2),
  bond: at('bond', 2),
  strengths: at('strengths'),
  fire: at('aspect'),
  water: at('aspect'),
  air: at('aspect'),
  earth: at('aspect'),
  income: at('income'),
  spending: at('spending'),
  pathA: at('path'),
  pathB: at('path'),
  outcomeA: at('outcome', 2),
  outcomeB: at('outcome', 2),
  ...months,
  ...days,
};

export function positionFrame(key: string): PositionFrame {
  const found = POSITION_FRAMES[key];
  if (!found) throw new RangeError(`position ${key} has no frame`);
  return found;
}

/**
 * Frames that speak of now or of what comes, where the card's meaning for the question's topic
 * reads true as written; the past, the root, the obstacle, hopes and fears and the aim are told
 * by the frame and the card's keywords alone, so a promotion is never "in the past" and a gift
 * is never praised where it stands in the way.
 */
export const FRAMES_WITH_MEANING: ReadonlySet<Frame> = new Set([
  'focus',
  'present',
  'future',
  'outcome',
  'bond',
  'income',
  'spending',
  'period',
  'path',
]);
