/**
 * Where the bodies stand: apparent geocentric ecliptic longitudes of date (light time,
 * aberration, precession and nutation applied) from astronomy-engine, the mean lunar node
 * from its polynomial, and each body's daily motion.
 */
import { Body, Ecliptic, GeoVector, MakeTime, SunPosition, type AstroTime } from 'astronomy-engine';
import { BODY_IDS, type BodyId } from './bodies';
import { normalizeDegrees, signedArc } from './signs';

const ENGINE_BODY: Record<Exclude<BodyId, 'sun' | 'node'>, Body> = {
  moon: Body.Moon,
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
};

/**
 * Mean longitude of the Moon's ascending node, Meeus, Astronomical Algorithms (2nd ed.),
 * eq. 47.7, with T in Julian centuries of TT from J2000, referred to the mean equinox of
 * date as the Swiss Ephemeris' mean node is.
 */
function meanNodeLongitude(time: AstroTime): number {
  const t = time.tt / 36525;
  return normalizeDegrees(
    125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441 - (t * t * t * t) / 60616000,
  );
}

/** Apparent geocentric ecliptic longitude of date, degrees [0, 360). */
export function longitudeOf(id: BodyId, time: AstroTime): number {
  if (id === 'sun') return SunPosition(time).elon;
  if (id === 'node') return meanNodeLongitude(time);
  return normalizeDegrees(Ecliptic(GeoVector(ENGINE_BODY[id], time, true)).elon);
}

export interface BodyPosition {
  readonly id: BodyId;
  /** Degrees [0, 360) on the tropical zodiac. */
  readonly longitude: number;
  /** Degrees per day; negative while retrograde. */
  readonly speed: number;
  readonly retrograde: boolean;
}

/** Half the interval the daily motion is measured over: short enough for the Moon's changing pace. */
const SPEED_HALF_STEP_DAYS = 1 / 24;

export function bodyPosition(id: BodyId, time: AstroTime): BodyPosition {
  const longitude = longitudeOf(id, time);
  const before = longitudeOf(id, time.AddDays(-SPEED_HALF_STEP_DAYS));
  const after = longitudeOf(id, time.AddDays(SPEED_HALF_STEP_DAYS));
  const speed = signedArc(before, after) / (2 * SPEED_HALF_STEP_DAYS);
  return { id, longitude, speed, retrograde: speed < 0 };
}

export const bodyPositions = (utcMs: number): BodyPosition[] => {
  const time = MakeTime(new Date(utcMs));
  return BODY_IDS.map((id) => bodyPosition(id, time));
};
