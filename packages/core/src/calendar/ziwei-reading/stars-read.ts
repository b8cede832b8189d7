import type { ZiweiChart, ZiweiPalace, ZiweiStar } from '../ziwei';
import { starIdOf, type StarId } from './vocabulary';

/** The palace whose major stars are read for `palace`: itself, or the opposite one when empty (借对宫). */
export interface StarsRead {
  readonly stars: readonly ZiweiStar[];
  readonly ids: readonly StarId[];
  readonly borrowedFrom: ZiweiPalace | null;
}

const opposite = (chart: ZiweiChart, palace: ZiweiPalace): ZiweiPalace =>
  chart.palaces.find((p) => p.index === (palace.index + 6) % 12) ?? palace;

const idsOf = (stars: readonly ZiweiStar[]): StarId[] =>
  stars.flatMap((star) => {
    const id = starIdOf(star.name);
    return id === undefined ? [] : [id];
  });

export function starsRead(chart: ZiweiChart, palace: ZiweiPalace): StarsRead {
  if (palace.majorStars.length > 0)
    return { stars: palace.majorStars, ids: idsOf(palace.majorStars), borrowedFrom: null };
  const source = opposite(chart, palace);
  return { stars: source.majorStars, ids: idsOf(source.majorStars), borrowedFrom: source };
}
