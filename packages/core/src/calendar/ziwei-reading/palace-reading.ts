import type { ZiweiChart, ZiweiPalace } from '../ziwei';
import { palaceAt, type Board } from './board';
import { evaluate } from './engine';
import { MINOR_STAR_RULES, PALACE_RULES, STAR_RULES } from './rules';
import { sanFangReading } from './san-fang-reading';
import { starsRead } from './stars-read';
import type { MinorStarReading, PalaceReading, StarReading } from './types';
import { isMinorStar, mutagenIdOf, palaceIdOf, starIdOf } from './vocabulary';

/** 六吉, 六煞, 禄存 and 天马 standing in the palace itself, in iztro's order. */
function minorStars(board: Board, index: number, facts: { palace: PalaceReading['palace'] }): MinorStarReading[] {
  return palaceAt(board, index).stars.flatMap(({ id, brightness, mutagen }): MinorStarReading[] => {
    if (!isMinorStar(id)) return [];
    const starFacts = { ...facts, stars: [], borrowed: false, star: id, brightness, ...(mutagen ? { mutagen } : {}) };
    return [{ star: id, brightness, mutagen, codes: evaluate(MINOR_STAR_RULES, starFacts) }];
  });
}

/** One palace: its theme, each major star with brightness and 四化, the minor stars in it, and its 三方四正. */
export function palaceReading(chart: ZiweiChart, board: Board, palace: ZiweiPalace): PalaceReading {
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
    minorStars: minorStars(board, palace.index, { palace: id }),
    sanFang: sanFangReading(board, palace.index),
    codes: evaluate(PALACE_RULES, facts),
  };
}
