import type { CSSProperties } from 'react';
import { CARD } from './line-art/palette';
import { DEFAULT_BACK } from './looks';

// Colours through CSS variables (style, since SVG attributes do not take var()): a bought back
// set on any ancestor (looks.ts) recolours every card in the deck.
const ground: CSSProperties = { fill: `var(--card-back-ground, ${DEFAULT_BACK.ground})` };
const lineStroke = `var(--card-back-line, ${DEFAULT_BACK.line})`;
const line: CSSProperties = { stroke: lineStroke };
const lineFill: CSSProperties = { fill: lineStroke };
const light: CSSProperties = { fill: `var(--card-back-light, ${DEFAULT_BACK.light})` };

/** The back every card shares: a sun and moon inside a star ring, symmetrical so it reads either way up. */
export function CardBack({ className }: { className?: string }) {
  const ring = Array.from({ length: 24 }, (_, i) => {
    const a = (2 * Math.PI * i) / 24;
    return [CARD.centreX + Math.cos(a) * 64, 175 + Math.sin(a) * 64] as const;
  });
  return (
    <svg className={className} viewBox={`0 0 ${CARD.width} ${CARD.height}`} aria-hidden="true" focusable="false">
      <rect width={CARD.width} height={CARD.height} rx="12" style={ground} />
      <rect x="6" y="6" width="188" height="338" rx="9" fill="none" style={line} strokeWidth="2" />
      <rect
        x="14"
        y="14"
        width="172"
        height="322"
        rx="6"
        fill="none"
        style={line}
        strokeWidth="0.8"
        strokeDasharray="2 4"
      />
      <circle cx="100" cy="175" r="72" fill="none" style={line} strokeWidth="1.2" />
      {ring.map(([x, y]) => (
        <circle key={`${x.toFixed(1)}-${y.toFixed(1)}`} cx={x} cy={y} r="2" style={light} />
      ))}
      <circle cx="100" cy="175" r="34" style={{ ...light, ...line }} strokeWidth="1.5" />
      <path d="M100 149 A26 26 0 1 0 100 201 A19 19 0 1 1 100 149 Z" style={ground} />
      <path d="M100 40 L106 58 L100 76 L94 58 Z M100 274 L106 292 L100 310 L94 292 Z" style={lineFill} />
    </svg>
  );
}
