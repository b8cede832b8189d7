/**
 * House cusps in three systems. Placidus divides each body's diurnal and nocturnal
 * semi-arcs in three (solved by iteration, since the semi-arc depends on the declination of
 * the very point sought); it has no answer where some ecliptic degrees never rise, beyond
 * the polar circles, and the chart then falls back to Porphyry and says so. Porphyry
 * trisects the ecliptic arcs between the angles; Whole Sign makes the rising sign the first
 * house.
 */
import { declinationOf, eclipticOfRightAscension, type Angles } from './angles';
import { normalizeDegrees } from './signs';

export const HOUSE_SYSTEMS = ['placidus', 'whole-sign', 'porphyry'] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

export const isHouseSystem = (value: string): value is HouseSystem =>
  (HOUSE_SYSTEMS as readonly string[]).includes(value);

export interface Houses {
  /** The system the cusps were drawn in: Porphyry when Placidus was asked beyond the polar circles. */
  readonly system: HouseSystem;
  /** Set when the system asked for could not be drawn at this latitude. */
  readonly fallbackFrom?: HouseSystem;
  /** Cusps of houses 1–12, ecliptic degrees. */
  readonly cusps: readonly number[];
}

const RAD = Math.PI / 180;
const MAX_ITERATIONS = 50;
const CONVERGED_DEGREES = 1e-7;

/** The six cusps opposite 1–6 are those cusps plus 180°. */
const withOpposites = (first: readonly number[]): number[] => [
  ...first,
  ...first.map((cusp) => normalizeDegrees(cusp + 180)),
];

export function porphyryCusps({ asc, mc }: Angles): number[] {
  const ic = normalizeDegrees(mc + 180);
  const lower = normalizeDegrees(ic - asc) / 3;
  const upper = normalizeDegrees(asc - mc) / 3;
  return withOpposites([
    asc,
    normalizeDegrees(asc + lower),
    normalizeDegrees(asc + 2 * lower),
    ic,
    normalizeDegrees(ic + upper),
    normalizeDegrees(ic + 2 * upper),
  ]);
}

export function wholeSignCusps({ asc }: Angles): number[] {
  const first = Math.floor(normalizeDegrees(asc) / 30) * 30;
  return Array.from({ length: 12 }, (_, i) => normalizeDegrees(first + 30 * i));
}

/**
 * The ecliptic point whose right ascension lies `fraction` of its own semi-arc from the
 * meridian: above the horizon from the MC (houses 11, 12), below it from the IC (2, 3).
 * Undefined when some point on the way never rises or never sets at this latitude.
 */
function placidusCusp(ramc: number, latitude: number, obliquity: number, fraction: number, below: boolean) {
  const tanPhi = Math.tan(latitude * RAD);
  let longitude = eclipticOfRightAscension(ramc + (below ? 180 - 90 * fraction : 90 * fraction), obliquity);
  for (let i = 0; i < MAX_ITERATIONS; i += 1) {
    const product = tanPhi * Math.tan(declinationOf(longitude, obliquity) * RAD);
    if (Math.abs(product) >= 1) return undefined;
    const ascensionalDifference = Math.asin(product) / RAD;
    const ra = below
      ? ramc + 180 - fraction * (90 - ascensionalDifference)
      : ramc + fraction * (90 + ascensionalDifference);
    const next = eclipticOfRightAscension(ra, obliquity);
    const moved = Math.abs(normalizeDegrees(next - longitude + 180) - 180);
    longitude = next;
    if (moved < CONVERGED_DEGREES) return longitude;
  }
  return longitude;
}

/** Placidus cusps, or undefined beyond the polar circles where the semi-arcs do not exist. */
export function placidusCusps(angles: Angles, ramc: number, latitude: number, obliquity: number) {
  if (Math.abs(latitude) >= 90 - obliquity) return undefined;
  const c11 = placidusCusp(ramc, latitude, obliquity, 1 / 3, false);
  const c12 = placidusCusp(ramc, latitude, obliquity, 2 / 3, false);
  const c2 = placidusCusp(ramc, latitude, obliquity, 2 / 3, true);
  const c3 = placidusCusp(ramc, latitude, obliquity, 1 / 3, true);
  if (c11 === undefined || c12 === undefined || c2 === undefined || c3 === undefined) return undefined;
  const ic = normalizeDegrees(angles.mc + 180);
  return withOpposites([angles.asc, c2, c3, ic, normalizeDegrees(c11 + 180), normalizeDegrees(c12 + 180)]);
}

export function housesOf(
  system: HouseSystem,
  angles: Angles,
  ramc: number,
  latitude: number,
  obliquity: number,
): Houses {
  if (system === 'whole-sign') return { system, cusps: wholeSignCusps(angles) };
  if (system === 'porphyry') return { system, cusps: porphyryCusps(angles) };
  const cusps = placidusCusps(angles, ramc, latitude, obliquity);
  return cusps ? { system, cusps } : { system: 'porphyry', fallbackFrom: 'placidus', cusps: porphyryCusps(angles) };
}

/** The house (1–12) a longitude falls in: the cusp at or before it, going round the zodiac. */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  for (let i = 0; i < 12; i += 1) {
    const start = cusps[i]!;
    const width = normalizeDegrees(cusps[(i + 1) % 12]! - start);
    if (normalizeDegrees(longitude - start) < width) return i + 1;
  }
  return 1;
}
