/**
 * What a member may ask to be told about the day's sky: planets standing still to turn
 * retrograde or direct, and the Moon's voids of course that begin that day.
 */
import { RETROGRADING_BODIES } from './bodies';
import { stations, type Station } from './sky-events';
import { moonVoids, type MoonVoid } from './void-of-course';

export interface SkyNotices {
  readonly stations: readonly Station[];
  readonly voids: readonly MoonVoid[];
}

/** The stations in [from, to) and the voids beginning in it, each in time order. */
export function skyNotices(fromMs: number, toMs: number): SkyNotices {
  return {
    stations: RETROGRADING_BODIES.flatMap((body) => stations(body, fromMs, toMs)).sort((a, b) => a.utcMs - b.utcMs),
    voids: moonVoids(fromMs, toMs).filter((v) => v.fromMs >= fromMs),
  };
}
