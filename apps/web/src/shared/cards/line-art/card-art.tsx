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
