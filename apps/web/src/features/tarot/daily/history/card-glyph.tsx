import type { CardFacts } from '@tarot/core/tarot/types';
import { roman } from '../../../../shared/cards/line-art/glyphs';
import { ART } from '../../../../shared/cards/line-art/palette';
import { SuitSymbol } from '../../../../shared/cards/line-art/suit-symbols';

/**
 * A card as a coin small enough for a calendar day: the major arcana by their numeral,
 * the minor by their suit's symbol, turned over when the card came up reversed.
 */
export function CardGlyph({ card, reversed, className }: { card: CardFacts; reversed: boolean; className?: string }) {
  return (
    <svg className={className} viewBox="-20 -20 40 40" aria-hidden="true" focusable="false">
      <circle r="19" fill={ART.night} stroke={ART.gold} strokeWidth="1.5" />
      <g transform={reversed ? 'rotate(180)' : undefined}>
        {card.category === 'major' ? (
          <text y="5" textAnchor="middle" fill={ART.goldLight} fontSize="14" fontFamily="serif" fontWeight="700">
            {roman(card.number)}
          </text>
        ) : (
          <SuitSymbol suit={card.category} x={0} y={0} size={0.7} />
        )}
      </g>
    </svg>
  );
}
