import type { BoardPalace, BoardStarId } from './board';
import { aroundOf, type SanFang } from './san-fang';
import type { MutagenId, StarId } from './vocabulary';

/**
 * Where, seen from the palace a rule is about: itself, opposite, the two trines, the three
 * that face it (opposite and trines), or all four (三方四正).
 */
export type Place = 'self' | 'opposite' | 'trines' | 'facing' | 'around';

/** A star by id, or `hua-lu` … `hua-ji`: whichever star carries that 生年四化. */
export type Token = BoardStarId | `hua-${MutagenId}`;

/** One test of a condition; a pattern holds when all of its clauses do. */
export type Clause =
  /** Every token stands somewhere in the place. */
  | { readonly test: 'all'; readonly tokens: readonly Token[]; readonly in: Place }
  /** At least one token stands in the place. */
  | { readonly test: 'any'; readonly tokens: readonly Token[]; readonly in: Place }
  /** All tokens stand in one and the same palace of the place. */
  | { readonly test: 'together'; readonly tokens: readonly Token[]; readonly in: Place }
  /** At least `atLeast` of the tokens stand in the place. */
  | { readonly test: 'count'; readonly tokens: readonly Token[]; readonly in: Place; readonly atLeast: number }
  /** The two neighbours hold the two tokens, one each (夹). */
  | { readonly test: 'flanked'; readonly tokens: readonly [Token, Token] }
  /** The star stands on one of these branches, wherever that is. */
  | { readonly test: 'onBranch'; readonly star: BoardStarId; readonly branches: readonly string[] }
  /** The star's brightness is one of these. */
  | { readonly test: 'brightness'; readonly star: StarId; readonly levels: readonly string[] }
  /** The palace itself is on one of these branches. */
  | { readonly test: 'branch'; readonly branches: readonly string[] }
  /** The palace itself has no major star. */
  | { readonly test: 'noMajorStar' }
  /** The clause does not hold. */
  | { readonly test: 'not'; readonly clause: Clause }
  /** One of the alternatives (each a list of clauses) holds. */
  | { readonly test: 'either'; readonly of: readonly (readonly Clause[])[] };

const HUA = /^hua-(lu|quan|ke|ji)$/;

export function holdsToken(palace: BoardPalace, token: Token): boolean {
  const hua = HUA.exec(token);
  if (hua) return palace.stars.some((s) => s.mutagen === hua[1]);
  return palace.stars.some((s) => s.id === token);
}

function placeOf(s: SanFang, place: Place): readonly BoardPalace[] {
  if (place === 'self') return [s.self];
  if (place === 'opposite') return [s.opposite];
  if (place === 'trines') return s.trines;
  if (place === 'facing') return [s.opposite, ...s.trines];
  return aroundOf(s);
}

const starOn = (board: readonly BoardPalace[], star: BoardStarId) =>
  board.flatMap((p) => p.stars.filter((s) => s.id === star).map((s) => ({ palace: p, star: s })));

/** Whether the clause holds for the palace `s.self`, on the whole board. */
export function clauseHolds(clause: Clause, s: SanFang, board: readonly BoardPalace[]): boolean {
  switch (clause.test) {
    case 'all':
      return clause.tokens.every((t) => placeOf(s, clause.in).some((p) => holdsToken(p, t)));
    case 'any':
      return clause.tokens.some((t) => placeOf(s, clause.in).some((p) => holdsToken(p, t)));
    case 'together':
      return placeOf(s, clause.in).some((p) => clause.tokens.every((t) => holdsToken(p, t)));
    case 'count':
      return clause.tokens.filter((t) => placeOf(s, clause.in).some((p) => holdsToken(p, t))).length >= clause.atLeast;
    case 'flanked': {
      const [a, b] = clause.tokens;
      const [left, right] = s.flanks;
      return (holdsToken(left, a) && holdsToken(right, b)) || (holdsToken(left, b) && holdsToken(right, a));
    }
    case 'onBranch':
      return starOn(board, clause.star).some(({ palace }) => clause.branches.includes(palace.earthlyBranch));
    case 'brightness':
      return starOn(board, clause.star).some(({ star }) => clause.levels.includes(star.brightness));
    case 'branch':
      return clause.branches.includes(s.self.earthlyBranch);
    case 'noMajorStar':
      return !s.self.stars.some((star) => star.major);
    case 'not':
      return !clauseHolds(clause.clause, s, board);
    case 'either':
      return clause.of.some((clauses) => allHold(clauses, s, board));
  }
}

export const allHold = (clauses: readonly Clause[], s: SanFang, board: readonly BoardPalace[]): boolean =>
  clauses.every((clause) => clauseHolds(clause, s, board));
