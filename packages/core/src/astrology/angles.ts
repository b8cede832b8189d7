/**
 * Ascendant and midheaven: the ecliptic degrees rising in the east and culminating on the
 * meridian, from the local sidereal time (the right ascension of the meridian, RAMC) and
 * the obliquity. Spherical trigonometry as in Meeus, Astronomical Algorithms, ch. 13.
 */
import { normalizeDegrees } from './signs';

const RAD = Math.PI / 180;

export interface Angles {
  readonly asc: number;
  readonly mc: number;
}

/** Right ascension of the meridian at a longitude (degrees east). */
export const ramcOf = (siderealDegrees: number, longitude: number): number =>
  normalizeDegrees(siderealDegrees + longitude);

/** The ecliptic longitude whose right ascension is `ra` (a point on the ecliptic has latitude 0). */
export const eclipticOfRightAscension = (ra: number, obliquity: number): number =>
  normalizeDegrees(Math.atan2(Math.sin(ra * RAD), Math.cos(ra * RAD) * Math.cos(obliquity * RAD)) / RAD);

/** Declination of the ecliptic point at `longitude`. */
export const declinationOf = (longitude: number, obliquity: number): number =>
  Math.asin(Math.sin(obliquity * RAD) * Math.sin(longitude * RAD)) / RAD;

export function anglesOf(ramc: number, latitude: number, obliquity: number): Angles {
  const r = ramc * RAD;
  const e = obliquity * RAD;
  const asc = Math.atan2(Math.cos(r), -(Math.sin(r) * Math.cos(e) + Math.tan(latitude * RAD) * Math.sin(e))) / RAD;
  return { asc: normalizeDegrees(asc), mc: eclipticOfRightAscension(ramc, obliquity) };
}
