import type { Board } from './board';
import { allHold, clauseHolds } from './conditions';
import { FIRE_SPOILERS, PATTERNS, SPOILERS, type PatternId, type PatternNature } from './patterns';
import { sanFangOf } from './san-fang';

export interface PatternHit {
  readonly id: PatternId;
  readonly nature: PatternNature;
  /** A good pattern met by 化忌 or two 六煞 in 三方四正 (破格): named, but read as weakened. */
  readonly spoiled: boolean;
}

const spoilersOf = (id: PatternId) => (id === 'huoTan' || id === 'lingTan' ? FIRE_SPOILERS : SPOILERS);

/** The patterns 命宫 (the palace at `soulIndex`) forms, in the table's order. */
export function detectPatterns(board: Board, soulIndex: number): PatternHit[] {
  const s = sanFangOf(board, soulIndex);
  return PATTERNS.filter((p) => allHold(p.when, s, board)).map((p) => ({
    id: p.id,
    nature: p.nature,
    spoiled: p.nature !== 'challenging' && spoilersOf(p.id).some((clause) => clauseHolds(clause, s, board)),
  }));
}
