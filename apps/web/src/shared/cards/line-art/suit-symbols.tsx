import type { ReactNode } from 'react';
import type { Suit } from '@tarot/core/tarot/types';
import { ART } from './palette';

/** Each suit's symbol drawn in a 40 × 40 box centred on the origin. */
const SYMBOLS: Readonly<Record<Suit, ReactNode>> = {
  wands: (
    <g>
      <path d="M-3 18 L3 -18" stroke={ART.gold} strokeWidth="4" strokeLinecap="round" />
      <path d="M2 -10 q7 -3 9 -9 q-7 0 -9 6 M-1 2 q-8 -2 -11 -8 q8 -1 10 5" fill={ART.goldLight} stroke={ART.gold} strokeWidth="1" />
    </g>
  ),
  cups: (
    <g fill={ART.goldLight} stroke={ART.gold} strokeWidth="1.4">
      <path d="M-13 -16 H13 Q13 2 0 4 Q-13 2 -13 -16 Z" />
      <path d="M-2 4 V12 M-9 17 H9 L5 12 H-5 Z" />
    </g>
  ),
  swords: (
    <g stroke={ART.gold} strokeLinecap="round">
      <path d="M0 -19 L3 -13 V8 H-3 V-13 Z" fill={ART.star} strokeWidth="1" />
      <path d="M-10 9 H10" strokeWidth="3" />
      <path d="M0 10 V18" strokeWidth="3.5" />
    </g>
  ),
  pentacles: (
    <g>
      <circle r="16" fill={ART.goldLight} stroke={ART.gold} strokeWidth="1.6" />
      <path
        d="M0 -12 L7.1 9.7 L-11.4 -3.7 H11.4 L-7.1 9.7 Z"
        fill="none"
        stroke={ART.ink}
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </g>
  ),
};

export function SuitSymbol({ suit, x, y, size = 1 }: { suit: Suit; x: number; y: number; size?: number }) {
  return <g transform={`translate(${x} ${y}) scale(${size})`}>{SYMBOLS[suit]}</g>;
}
