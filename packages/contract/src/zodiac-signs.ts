/** The twelve tropical signs by id, Aries first: the API's answers and the members' chosen sign. */
export const ASTRO_SIGNS = [
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
export type ZodiacSign = (typeof ASTRO_SIGNS)[number];
