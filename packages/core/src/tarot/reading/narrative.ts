import type { Polarity } from './polarity';

/**
 * Positions a reader reads against each other: in the Celtic Cross the situation against the
 * outcome (1 and 10), the root against the recent past (3 and 4), the aim against the near
 * future (5 and 6); in the love spreads you against the other person, and your heart against
 * theirs. A pair is read wherever a spread lays out both of its positions.
 */
export const LINKS = [
  { pair: 'presentOutcome', from: 'present', to: 'outcome' },
  { pair: 'rootPast', from: 'root', to: 'past' },
  { pair: 'crownFuture', from: 'crown', to: 'future' },
  { pair: 'youPartner', from: 'you', to: 'partner' },
  { pair: 'hearts', from: 'yourFeelings', to: 'partnerFeelings' },
] as const;
export type LinkPair = (typeof LINKS)[number]['pair'];

/** How the second card of a pair stands to the first: both bright, both dark, better, worse, or neither settled. */
export const LINK_RELATIONS = ['bothYes', 'bothNo', 'rising', 'falling', 'mixed'] as const;
export type LinkRelation = (typeof LINK_RELATIONS)[number];

export interface Link {
  readonly pair: LinkPair;
  /** Indexes of the two cards in the draw. */
  readonly from: number;
  readonly to: number;
  readonly relation: LinkRelation;
}

function relationOf(from: Polarity, to: Polarity): LinkRelation {
  if (from === 'yes' && to === 'yes') return 'bothYes';
  if (from === 'no' && to === 'no') return 'bothNo';
  if (to === 'yes') return 'rising';
  if (from === 'yes') return 'falling';
  return 'mixed';
}

/** The pairs the spread lays out, each with how its two cards stand to each other. */
export function linksOf(positions: readonly string[], polarities: readonly Polarity[]): Link[] {
  return LINKS.flatMap(({ pair, from, to }) => {
    const a = positions.indexOf(from);
    const b = positions.indexOf(to);
    if (a < 0 || b < 0) return [];
    return [{ pair, from: a, to: b, relation: relationOf(polarities[a]!, polarities[b]!) }];
  });
}
