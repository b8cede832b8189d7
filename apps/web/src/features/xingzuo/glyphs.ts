import type { AspectType } from '@tarot/core/astrology/aspects';
import type { BodyId } from '@tarot/core/astrology/bodies';

/** The astronomical symbols, U+FE0E asking for text rather than emoji; names are always written beside or in a label. */
const TEXT = '\uFE0E';

export const BODY_GLYPHS: Readonly<Record<BodyId, string>> = {
  sun: '☉',
  moon: '☽',
  mercury: '☿',
  venus: '♀',
  mars: '♂',
  jupiter: '♃',
  saturn: '♄',
  uranus: '♅',
  neptune: '♆',
  pluto: '♇',
  node: '☊',
};

export const ASPECT_GLYPHS: Readonly<Record<AspectType, string>> = {
  conjunction: '☌',
  sextile: '✶',
  square: '□',
  trine: '△',
  opposition: '☍',
};

export const textGlyph = (glyph: string): string => glyph + TEXT;

/** `24°07′` of a degree in its sign. */
export function degreeText(degree: number): string {
  const minutes = Math.floor(degree * 60 + 1e-9);
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}′`;
}
