import type { CSSProperties } from 'react';
import type { OfferId, TarotLook } from '@tarot/contract/points';
import { ART } from './line-art/palette';

/** A card back's three colours: the ground, the gold line work and the bright centre. */
interface BackColours {
  readonly ground: string;
  readonly line: string;
  readonly light: string;
}

/** The card backs points buy (decision 0025), drawn by CardBack through CSS variables. */
export const CARD_BACKS: Partial<Record<OfferId, BackColours>> = {
  'back-rose-gold': { ground: '#5a1836', line: '#e8a98b', light: '#fbd9c4' },
  'back-moon-silver': { ground: '#101a3d', line: '#b8c4d9', light: '#eef2fa' },
  'back-jade': { ground: '#0d3b33', line: '#c6a45a', light: '#d8f0dc' },
};

/** The reading-table backgrounds points buy, behind the draw. */
export const TABLE_THEMES: Partial<Record<OfferId, string>> = {
  'table-crimson-velvet':
    'radial-gradient(circle at 30% 15%, rgb(255 190 150 / 14%), transparent 45%), linear-gradient(170deg, #5c0f24, #3a0718 50%, #22030d)',
  'table-forest-moss':
    'radial-gradient(circle at 70% 10%, rgb(220 240 180 / 14%), transparent 45%), linear-gradient(170deg, #1f4a2c, #12321d 50%, #0a1f12)',
  'table-dawn':
    'radial-gradient(circle at 50% 0%, rgb(255 226 170 / 40%), transparent 50%), linear-gradient(175deg, #f08a6c, #8f4fa8 55%, #3b2477)',
};

/** The default back: the art's own night and gold. */
export const DEFAULT_BACK: BackColours = { ground: ART.night, line: ART.gold, light: ART.goldLight };

/** CSS variables for one back; CardBack reads them, so every back in the subtree follows. */
export const backStyle = (colours: BackColours): CSSProperties =>
  ({
    '--card-back-ground': colours.ground,
    '--card-back-line': colours.line,
    '--card-back-light': colours.light,
  }) as CSSProperties;

/** The variables a tarot table sets for the member's look; empty for the defaults. */
export function lookStyle(look: TarotLook | undefined): CSSProperties {
  const back = look?.cardBack ? CARD_BACKS[look.cardBack] : undefined;
  const table = look?.tableTheme ? TABLE_THEMES[look.tableTheme] : undefined;
  return { ...(back ? backStyle(back) : {}), ...(table ? ({ '--table-background': table } as CSSProperties) : {}) };
}
