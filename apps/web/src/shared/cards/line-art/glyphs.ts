import type { Element, Planet, ZodiacSign } from '@tarot/core/tarot/types';

/** Text presentation selector: keeps the symbols as glyphs, never as colour emoji. */
const TEXT = '\uFE0E';

export const SIGN_GLYPHS: Readonly<Record<ZodiacSign, string>> = {
  aries: `♈${TEXT}`,
  taurus: `♉${TEXT}`,
  gemini: `♊${TEXT}`,
  cancer: `♋${TEXT}`,
  leo: `♌${TEXT}`,
  virgo: `♍${TEXT}`,
  libra: `♎${TEXT}`,
  scorpio: `♏${TEXT}`,
  sagittarius: `♐${TEXT}`,
  capricorn: `♑${TEXT}`,
  aquarius: `♒${TEXT}`,
  pisces: `♓${TEXT}`,
};

export const PLANET_GLYPHS: Readonly<Record<Planet, string>> = {
  sun: `☉${TEXT}`,
  moon: `☽${TEXT}`,
  mercury: `☿${TEXT}`,
  venus: `♀${TEXT}`,
  mars: `♂${TEXT}`,
  jupiter: `♃${TEXT}`,
  saturn: `♄${TEXT}`,
  uranus: `♅${TEXT}`,
  neptune: `♆${TEXT}`,
  pluto: `♇${TEXT}`,
};

/** The alchemical triangles of the four elements. */
export const ELEMENT_GLYPHS: Readonly<Record<Element, string>> = {
  fire: '🜂',
  water: '🜄',
  air: '🜁',
  earth: '🜃',
};

const ROMAN: readonly [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Roman numerals as the major arcana are numbered; the Fool is 0. */
export function roman(value: number): string {
  if (value === 0) return '0';
  let rest = value;
  let text = '';
  for (const [amount, numeral] of ROMAN) {
    while (rest >= amount) {
      text += numeral;
      rest -= amount;
    }
  }
  return text;
}
