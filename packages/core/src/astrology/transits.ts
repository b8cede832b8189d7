/**
 * Transits: the moving sky's aspects to a natal chart. For a stretch of time (a day, a
 * week), every aspect a transiting body makes to a natal body or angle within the transit
 * orb, with the moments it becomes exact and when it comes into and leaves orb, searched
 * within a reach that suits each body's pace.
 */
import { ASPECT_ANGLE, ASPECT_TYPES, type AspectType } from './aspects';
import type { BodyId } from './bodies';
import type { NatalChart } from './natal';
import { longitudeOf } from './positions';
import { zeroCrossings } from './search';
import { sampleStepMs } from './sky-events';
import { signedArc } from './signs';
import { timeOf } from './sky-frame';

const DAY_MS = 86_400_000;

export type NatalPointId = BodyId | 'asc' | 'mc';

/** Transiting bodies: the node is left out, its mean motion says little day to day. */
export const TRANSITING = [
  'moon',
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const satisfies readonly BodyId[];
export type TransitingId = (typeof TRANSITING)[number];

/** Transit orbs are tighter than natal ones: the Moon's 3° lasts about six hours, Pluto's 1° a season. */
const TRANSIT_ORB: Record<BodyId, number> = {
  moon: 3,
  sun: 1.5,
  mercury: 1.5,
  venus: 1.5,
  mars: 1.5,
  jupiter: 1,
  saturn: 1,
  uranus: 1,
  neptune: 1,
  pluto: 1,
  node: 1,
};

/** How far before and after the asked stretch an exact moment or an orb's edge is looked for. */
const REACH_MS: Record<BodyId, number> = {
  moon: DAY_MS,
  sun: 5 * DAY_MS,
  mercury: 20 * DAY_MS,
  venus: 20 * DAY_MS,
  mars: 30 * DAY_MS,
  jupiter: 120 * DAY_MS,
  saturn: 150 * DAY_MS,
  uranus: 240 * DAY_MS,
  neptune: 240 * DAY_MS,
  pluto: 240 * DAY_MS,
  node: 240 * DAY_MS,
};

/** A personal horoscope's stretch: the day, or the week from Monday, on the chart's own calendar. */
export const PERSONAL_PERIODS = ['day', 'week'] as const;
export type PersonalPeriod = (typeof PERSONAL_PERIODS)[number];

/**
 * The bodies a personal horoscope follows: a week leaves the Moon out, its contacts last
 * hours and would bury the planets' under a score of lines.
 */
export const transitingFor = (period: PersonalPeriod): readonly TransitingId[] =>
  period === 'week' ? TRANSITING.filter((body) => body !== 'moon') : TRANSITING;

export interface Transit {
  readonly transiting: TransitingId;
  readonly natal: NatalPointId;
  readonly type: AspectType;
  /** Degrees from exact at its closest within the asked stretch (sampled). */
  readonly orb: number;
  /** Whether it is still closing in at that moment. */
  readonly applying: boolean;
  /** The moments it is exact within the reach (a retrograde planet may make it up to three times). */
  readonly exactUtcMs: readonly number[];
  /** When it comes into orb and leaves it; absent when that lies beyond the reach. */
  readonly startUtcMs?: number;
  readonly endUtcMs?: number;
}

function natalPoints(chart: NatalChart): { id: NatalPointId; longitude: number }[] {
  const points: { id: NatalPointId; longitude: number }[] = chart.bodies.map((b) => ({
    id: b.id,
    longitude: b.longitude,
  }));
  if (chart.angles) points.push({ id: 'asc', longitude: chart.angles.asc }, { id: 'mc', longitude: chart.angles.mc });
  return points;
}

/** The aimed-at longitudes of each aspect to a point: both sides, except for 0° and 180°. */
const targetsOf = (type: AspectType, longitude: number): number[] => {
  const angle = ASPECT_ANGLE[type];
  return angle === 0 || angle === 180 ? [longitude + angle] : [longitude + angle, longitude - angle];
};

/** Every transit in orb at some moment of [from, to); closest first. */
export function transitsBetween(
  chart: NatalChart,
  from: number,
  to: number,
  bodies: readonly TransitingId[] = TRANSITING,
): Transit[] {
  const found: Transit[] = [];
  for (const body of bodies) {
    const orb = TRANSIT_ORB[body];
    const step = sampleStepMs(body);
    const reachFrom = from - REACH_MS[body];
    const reachTo = to + REACH_MS[body];
    // One set of samples serves every natal point and aspect: the ephemeris is the costly part.
    const memo = new Map<number, number>();
    const longitudeAt = (ms: number) => {
      let value = memo.get(ms);
      if (value === undefined) {
        value = longitudeOf(body, timeOf(ms));
        memo.set(ms, value);
      }
      return value;
    };
    // Steps are short enough that no body passes through its whole orb between two samples.
    const samples: number[] = [];
    for (let t = from; t < to; t += step) samples.push(t);
    samples.push(to);
    for (const point of natalPoints(chart)) {
      for (const type of ASPECT_TYPES) {
        for (const target of targetsOf(type, point.longitude)) {
          const offset = (ms: number) => signedArc(target, longitudeAt(ms));
          const closest = samples.reduce((a, b) => (Math.abs(offset(b)) < Math.abs(offset(a)) ? b : a));
          if (Math.abs(offset(closest)) > orb) continue;
          const edges = zeroCrossings((ms) => orb - Math.abs(offset(ms)), reachFrom, reachTo, step);
          const startUtcMs = edges.findLast((t) => t <= closest);
          const endUtcMs = edges.find((t) => t > closest);
          const exactUtcMs = zeroCrossings(offset, startUtcMs ?? reachFrom, endUtcMs ?? reachTo, step, 90);
          const now = offset(closest);
          found.push({
            transiting: body,
            natal: point.id,
            type,
            orb: Math.abs(now),
            applying: now * (offset(closest + step / 4) - now) < 0,
            exactUtcMs,
            ...(startUtcMs === undefined ? {} : { startUtcMs }),
            ...(endUtcMs === undefined ? {} : { endUtcMs }),
          });
        }
      }
    }
  }
  return found.sort((a, b) => a.orb - b.orb);
}
