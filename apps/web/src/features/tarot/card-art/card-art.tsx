import type { CardFacts, Suit } from '@tarot/core/tarot/types';
import { CourtEmblem } from './court';
import { CardFrame } from './frame';
import { ELEMENT_GLYPHS, PLANET_GLYPHS, roman, SIGN_GLYPHS } from './glyphs';
import { MAJOR_EMBLEMS } from './major-emblems';
import { ART, CARD } from './palette';
import { PIP_LAYOUTS } from './pip-layouts';
import { SuitSymbol } from './suit-symbols';

interface CardArtProps {
  readonly card: CardFacts;
  /** The card's name in the reader's language, printed on the banner. */
  readonly name: string;
  readonly className?: string;
}

const seedOf = (card: CardFacts) => card.number * 7 + card.category.length * 31;

function MinorEmblem({ suit, number }: { suit: Suit; number: number }) {
  if (number === 1) {
    return (
      <g>
        <circle cx={CARD.centreX} cy={CARD.centreY} r="52" fill="none" stroke={ART.gold} strokeWidth="1.2" opacity="0.7" />
        <SuitSymbol suit={suit} x={CARD.centreX} y={CARD.centreY} size={2.6} />
      </g>
    );
  }
  if (number > 10) return <CourtEmblem suit={suit} rank={number} />;
  const size = number > 6 ? 0.95 : 1.1;
  return (
    <g>
      {(PIP_LAYOUTS[number] ?? []).map(([x, y]) => (
        <SuitSymbol key={`${x}-${y}`} suit={suit} x={x} y={y} size={size} />
      ))}
    </g>
  );
}

/** Original art for any of the 78 faces: a purple night sky, gold line work, the name below. */
export function CardArt({ card, name, className }: CardArtProps) {
  const glyph = card.planet ? PLANET_GLYPHS[card.planet] : card.sign ? SIGN_GLYPHS[card.sign] : ELEMENT_GLYPHS[card.element];
  const isPip = card.category !== 'major' && card.number > 1 && card.number <= 10;
  const heading = card.category === 'major' ? roman(card.number) : isPip ? roman(card.number) : undefined;
  return (
    <CardFrame className={className} seed={seedOf(card)} name={name} heading={heading} glyph={glyph}>
      {card.category === 'major' ? MAJOR_EMBLEMS[card.number] : <MinorEmblem suit={card.category} number={card.number} />}
    </CardFrame>
  );
}

/** The back every card shares: a sun and moon inside a star ring, symmetrical so it reads either way up. */
export function CardBack({ className }: { className?: string }) {
  const ring = Array.from({ length: 24 }, (_, i) => {
    const a = (2 * Math.PI * i) / 24;
    return [CARD.centreX + Math.cos(a) * 64, 175 + Math.sin(a) * 64] as const;
  });
  return (
    <svg className={className} viewBox={`0 0 ${CARD.width} ${CARD.height}`} aria-hidden="true" focusable="false">
      <rect width={CARD.width} height={CARD.height} rx="12" fill={ART.night} />
      <rect x="6" y="6" width="188" height="338" rx="9" fill="none" stroke={ART.gold} strokeWidth="2" />
      <rect x="14" y="14" width="172" height="322" rx="6" fill="none" stroke={ART.gold} strokeWidth="0.8" strokeDasharray="2 4" />
      <circle cx="100" cy="175" r="72" fill="none" stroke={ART.gold} strokeWidth="1.2" />
      {ring.map(([x, y]) => (
        <circle key={`${x.toFixed(1)}-${y.toFixed(1)}`} cx={x} cy={y} r="2" fill={ART.goldLight} />
      ))}
      <circle cx="100" cy="175" r="34" fill={ART.goldLight} stroke={ART.gold} strokeWidth="1.5" />
      <path d="M100 149 A26 26 0 1 0 100 201 A19 19 0 1 1 100 149 Z" fill={ART.night} />
      <path d="M100 40 L106 58 L100 76 L94 58 Z M100 274 L106 292 L100 310 L94 292 Z" fill={ART.gold} />
    </svg>
  );
}
