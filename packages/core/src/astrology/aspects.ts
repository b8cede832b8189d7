/**
 * The five Ptolemaic aspects and when two bodies form one. Orbs follow common modern
 * practice (as in Hand, Horoscope Symbols, ch. 8): 8° for conjunction, opposition and
 * trine, 7° for the square, 6° for the sextile, 2° wider when the Sun or Moon takes part.
 */
import type { BodyId } from './bodies';
import type { BodyPosition } from './positions';
import { signedArc } from './signs';

export const ASPECT_TYPES = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export type AspectType = (typeof ASPECT_TYPES)[number];

export const ASPECT_ANGLE: Record<AspectType, number> = {
  conjunction: 0,
  sextile: 60,
  square: 90,
  trine: 120,
  opposition: 180,
};

const BASE_ORB: Record<AspectType, number> = {
  conjunction: 8,
  sextile: 6,
  square: 7,
  trine: 8,
  opposition: 8,
};

const LUMINARY_BONUS = 2;
/** A tight aspect, the kind a reading speaks of: within this many degrees of exact. */
export const TIGHT_ORB = 3;

export interface Aspect {
  readonly a: BodyId;
  readonly b: BodyId;
  readonly type: AspectType;
  /** Degrees from exact, ≥ 0. */
  readonly orb: number;
  /** True while the two bodies' motion is bringing the aspect closer to exact. */
  readonly applying: boolean;
}

export const orbAllowed = (type: AspectType, a: BodyId, b: BodyId): number =>
  BASE_ORB[type] + (a === 'sun' || a === 'moon' || b === 'sun' || b === 'moon' ? LUMINARY_BONUS : 0);

/** The aspect two positions form, if any: the closest one within its orb. */
export function aspectBetween(a: BodyPosition, b: BodyPosition): Aspect | undefined {
  const separation = signedArc(b.longitude, a.longitude);
  const distance = Math.abs(separation);
  for (const type of ASPECT_TYPES) {
    const offset = distance - ASPECT_ANGLE[type];
    const orb = Math.abs(offset);
    if (orb > orbAllowed(type, a.id, b.id)) continue;
    // How fast the separation's size changes, and whether that shrinks the offset from exact.
    const distanceRate = Math.sign(separation || 1) * (a.speed - b.speed);
    return { a: a.id, b: b.id, type, orb, applying: offset * distanceRate < 0 };
  }
  return undefined;
}

/** Every aspect among the positions, each pair once, in the positions' order. */
export function aspectsAmong(positions: readonly BodyPosition[]): Aspect[] {
  const found: Aspect[] = [];
  positions.forEach((a, i) => {
    for (const b of positions.slice(i + 1)) {
      const aspect = aspectBetween(a, b);
      if (aspect) found.push(aspect);
    }
  });
  return found;
}
