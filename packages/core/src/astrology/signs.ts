/**
 * The twelve tropical signs, each 30° of the ecliptic counted from the March equinox, and
 * the few ids the rest of astrology is written in. Ids only: names and texts live in the
 * content tree.
 */
export const SIGN_IDS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;

export type SignId = (typeof SIGN_IDS)[number];

export const isSignId = (value: string): value is SignId => (SIGN_IDS as readonly string[]).includes(value);

/** An angle in [0, 360). */
export const normalizeDegrees = (degrees: number): number => {
  const r = degrees % 360;
  return r < 0 ? r + 360 : r;
};

/** The signed shortest turn from `from` to `to`, in (−180, 180]. */
export const signedArc = (from: number, to: number): number => {
  const d = normalizeDegrees(to - from);
  return d > 180 ? d - 360 : d;
};

export const signIndexOf = (longitude: number): number => Math.floor(normalizeDegrees(longitude) / 30) % 12;

export const signOf = (longitude: number): SignId => SIGN_IDS[signIndexOf(longitude)]!;

/** Degrees into the sign, [0, 30). */
export const degreeInSign = (longitude: number): number => normalizeDegrees(longitude) - signIndexOf(longitude) * 30;

/** The classical elements and modalities, in sign order from Aries (Ptolemy, Tetrabiblos I.12–13, 18). */
export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];
export const MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;
export type Modality = (typeof MODALITIES)[number];

export const elementOf = (sign: SignId): Element => ELEMENTS[SIGN_IDS.indexOf(sign) % 4]!;
export const modalityOf = (sign: SignId): Modality => MODALITIES[SIGN_IDS.indexOf(sign) % 3]!;
