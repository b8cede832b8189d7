import type { ReactNode } from 'react';
import type { Suit } from '@tarot/core/tarot/types';
import { ART, CARD, goldFill, line } from './palette';
import { SuitSymbol } from './suit-symbols';

const { centreX: cx, centreY: cy } = CARD;

/** The rank's emblem above the suit symbol: feather, helm, crown of the queen, crown of the king. */
const RANK_EMBLEMS: Readonly<Record<number, ReactNode>> = {
  // Page: a quill, the messenger and student.
  11: (
    <g>
      <path d={`M${cx - 24} ${cy - 20} Q${cx + 6} ${cy - 70} ${cx + 30} ${cy - 92}`} {...line} />
      <path
        d={`M${cx + 30} ${cy - 92} Q${cx + 4} ${cy - 78} ${cx - 8} ${cy - 44} Q${cx + 18} ${cy - 52} ${cx + 30} ${cy - 92} Z`}
        {...goldFill}
      />
    </g>
  ),
  // Knight: a helm with its plume.
  12: (
    <g>
      <path
        d={`M${cx - 22} ${cy - 34} V${cy - 62} Q${cx} ${cy - 88} ${cx + 22} ${cy - 62} V${cy - 34} Z`}
        {...goldFill}
      />
      <path d={`M${cx - 16} ${cy - 56} H${cx + 16} M${cx - 16} ${cy - 48} H${cx + 16}`} stroke={ART.ink} strokeWidth="2" />
      <path d={`M${cx} ${cy - 80} Q${cx + 18} ${cy - 104} ${cx + 34} ${cy - 92}`} {...line} />
    </g>
  ),
  // Queen: a crown of rounded points.
  13: (
    <g>
      <path
        d={`M${cx - 30} ${cy - 36} L${cx - 34} ${cy - 74} L${cx - 15} ${cy - 56} L${cx} ${cy - 84} L${cx + 15} ${cy - 56} L${cx + 34} ${cy - 74} L${cx + 30} ${cy - 36} Z`}
        {...goldFill}
      />
      {[-34, 0, 34].map((dx) => (
        <circle key={dx} cx={cx + dx} cy={cy - (dx === 0 ? 88 : 78)} r="4" fill={ART.star} stroke={ART.gold} />
      ))}
    </g>
  ),
  // King: a square crown with a cross.
  14: (
    <g>
      <path
        d={`M${cx - 32} ${cy - 36} V${cy - 70} L${cx - 16} ${cy - 56} L${cx} ${cy - 74} L${cx + 16} ${cy - 56} L${cx + 32} ${cy - 70} V${cy - 36} Z`}
        {...goldFill}
      />
      <path d={`M${cx} ${cy - 76} V${cy - 98} M${cx - 8} ${cy - 88} H${cx + 8}`} {...line} />
    </g>
  ),
};

/** A court card: its rank's emblem over a large suit symbol on a round seal. */
export function CourtEmblem({ suit, rank }: { suit: Suit; rank: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy + 26} r="48" fill="none" stroke={ART.gold} strokeWidth="1.2" opacity="0.7" />
      {RANK_EMBLEMS[rank]}
      <SuitSymbol suit={suit} x={cx} y={cy + 26} size={1.9} />
    </g>
  );
}
