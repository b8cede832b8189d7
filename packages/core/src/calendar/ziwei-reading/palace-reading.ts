import type { ZiweiChart, ZiweiPalace } from '../ziwei';
import { evaluate } from './engine';
import { PALACE_RULES, STAR_RULES } from './rules';
import { starsRead } from './stars-read';
import type { PalaceReading, StarReading } from './types';
import { mutagenIdOf, palaceIdOf, starIdOf } from './vocabulary';

/** One palace: its theme, then each major star read in it with brightness and 四化. */
export function palaceReading(chart: ZiweiChart, palace: ZiweiPalace): PalaceReading {
  const id = palaceIdOf(palace.name);
  const read = starsRead(chart, palace);
  const borrowed = read.borrowedFrom !== null;
  const facts = { palace: id, stars: read.ids, borrowed };
  const stars = read.stars.flatMap((star): StarReading[] => {
    const starId = starIdOf(star.name);
    if (starId === undefined) return [];
    const mutagen = mutagenIdOf(star.mutagen) ?? null;
    const starFacts = { ...facts, star: starId, brightness: star.brightness, ...(mutagen ? { mutagen } : {}) };
    return [{ star: starId, brightness: star.brightness, mutagen, codes: evaluate(STAR_RULES, starFacts) }];
  });
  return {
    index: palace.index,
    palace: id,
    earthlyBranch: palace.earthlyBranch,
    borrowedFrom: read.borrowedFrom ? palaceIdOf(read.borrowedFrom.name) : null,
    stars,
    codes: evaluate(PALACE_RULES, facts),
  };
}
