/**
 * What the sky does over a stretch of time: bodies entering signs, planets stationing
 * retrograde or direct, the Moon's phase and its new, quarter and full moons. Sign
 * horoscopes and the 星座 home page are built from these.
 */
import { MoonPhase, SearchMoonQuarter } from 'astronomy-engine';
import type { BodyId } from './bodies';
import { bodyPosition, longitudeOf } from './positions';
import { zeroCrossings } from './search';
import { signedArc, signOf, type SignId } from './signs';
import { timeOf } from './sky-frame';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Samples short enough that a body cannot cross a sign boundary twice, or turn twice,
 * between them: the Moon moves ~0.55° an hour, the inner planets station weeks apart.
 */
const SAMPLE_MS: Record<BodyId, number> = {
  moon: 2 * HOUR_MS,
  sun: DAY_MS,
  mercury: DAY_MS,
  venus: DAY_MS,
  mars: DAY_MS,
  jupiter: 2 * DAY_MS,
  saturn: 2 * DAY_MS,
  uranus: 4 * DAY_MS,
  neptune: 4 * DAY_MS,
  pluto: 4 * DAY_MS,
  node: 4 * DAY_MS,
};

export const sampleStepMs = (id: BodyId): number => SAMPLE_MS[id];

const longitudeAt = (id: BodyId, ms: number): number => longitudeOf(id, timeOf(ms));
const speedAt = (id: BodyId, ms: number): number => bodyPosition(id, timeOf(ms)).speed;

export interface Ingress {
  readonly body: BodyId;
  readonly utcMs: number;
  /** The sign entered. */
  readonly sign: SignId;
  /** True when the body backs into the sign while retrograde. */
  readonly retrograde: boolean;
}

/** Every time `body` crosses a sign boundary in [from, to). */
export function ingresses(body: BodyId, from: number, to: number): Ingress[] {
  // Distance past the nearest boundary, in (−15°, 15°]: zero exactly on a cusp, jumping at mid-sign.
  const pastBoundary = (ms: number) => {
    const longitude = longitudeAt(body, ms);
    return signedArc(Math.round(longitude / 30) * 30, longitude);
  };
  return zeroCrossings(pastBoundary, from, to, SAMPLE_MS[body], 15).map((utcMs) => {
    const after = longitudeAt(body, utcMs + HOUR_MS);
    return { body, utcMs, sign: signOf(after), retrograde: signedArc(longitudeAt(body, utcMs - HOUR_MS), after) < 0 };
  });
}

export interface Station {
  readonly body: BodyId;
  readonly utcMs: number;
  /** What the body turns: retrograde, or direct again. */
  readonly turns: 'retrograde' | 'direct';
  readonly sign: SignId;
}

/** Every time a planet stands still and turns, in [from, to). */
export function stations(body: BodyId, from: number, to: number): Station[] {
  return zeroCrossings((ms) => speedAt(body, ms), from, to, SAMPLE_MS[body]).map((utcMs) => ({
    body,
    utcMs,
    turns: speedAt(body, utcMs + HOUR_MS) < 0 ? 'retrograde' : 'direct',
    sign: signOf(longitudeAt(body, utcMs)),
  }));
}

export const MOON_PHASES = [
  'new',
  'waxing-crescent',
  'first-quarter',
  'waxing-gibbous',
  'full',
  'waning-gibbous',
  'last-quarter',
  'waning-crescent',
] as const;
export type MoonPhaseId = (typeof MOON_PHASES)[number];

export interface MoonPhaseState {
  readonly phase: MoonPhaseId;
  /** The Moon's elongation east of the Sun, degrees [0, 360). */
  readonly angle: number;
  /** Fraction of the disc lit, 0–1. */
  readonly illumination: number;
}

/** The eight phases, each centred on its angle (new at 0°, first quarter at 90° …). */
export function moonPhaseAt(utcMs: number): MoonPhaseState {
  const angle = MoonPhase(timeOf(utcMs));
  const phase = MOON_PHASES[Math.round(angle / 45) % 8]!;
  return { phase, angle, illumination: (1 - Math.cos((angle * Math.PI) / 180)) / 2 };
}

export interface Lunation {
  /** new, first-quarter, full or last-quarter */
  readonly phase: MoonPhaseId;
  readonly utcMs: number;
  /** The Moon's sign at that moment. */
  readonly sign: SignId;
}

const QUARTER_PHASES: readonly MoonPhaseId[] = ['new', 'first-quarter', 'full', 'last-quarter'];

/** The new, quarter and full moons in [from, to), from astronomy-engine's own search. */
export function lunations(from: number, to: number): Lunation[] {
  const found: Lunation[] = [];
  let quarter = SearchMoonQuarter(timeOf(from));
  while (quarter.time.date.getTime() < to) {
    const utcMs = quarter.time.date.getTime();
    found.push({ phase: QUARTER_PHASES[quarter.quarter]!, utcMs, sign: signOf(longitudeAt('moon', utcMs)) });
    quarter = SearchMoonQuarter(quarter.time.AddDays(1));
  }
  return found;
}
