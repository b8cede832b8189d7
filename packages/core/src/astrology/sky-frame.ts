/**
 * The Earth's frame at an instant, from astronomy-engine: the true obliquity of the
 * ecliptic (nutation included) and the Greenwich apparent sidereal time. Ascendant,
 * midheaven and every house system start from these two numbers.
 */
import { MakeTime, Rotation_EQD_ECT, SiderealTime, type AstroTime } from 'astronomy-engine';

const RAD = Math.PI / 180;

export interface SkyFrame {
  /** True obliquity of the ecliptic, degrees. */
  readonly obliquity: number;
  /** Greenwich apparent sidereal time as an angle, degrees [0, 360). */
  readonly siderealDegrees: number;
}

/**
 * The rotation from the true equator to the true ecliptic of date is one turn about the
 * equinox direction by the true obliquity, so the obliquity is read off its matrix rather
 * than restated from a series. astronomy-engine stores matrices column first: rot[2][1]
 * is the sine.
 */
export function skyFrame(time: AstroTime): SkyFrame {
  const rotation = Rotation_EQD_ECT(time).rot;
  const obliquity = Math.atan2(rotation[2]![1]!, rotation[1]![1]!) / RAD;
  return { obliquity, siderealDegrees: SiderealTime(time) * 15 };
}

export const timeOf = (utcMs: number): AstroTime => MakeTime(new Date(utcMs));
