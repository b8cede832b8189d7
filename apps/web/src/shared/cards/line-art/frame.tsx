import { useId, type ReactNode } from 'react';
import { ART, CARD } from './palette';

/** A few fixed stars, scattered differently for each card by its seed. */
function stars(seed: number): [number, number, number][] {
  const points: [number, number, number][] = [];
  let value = seed * 9301 + 49297;
  for (let i = 0; i < 9; i += 1) {
    value = (value * 9301 + 49297) % 233280;
    const x = 20 + (value / 233280) * 160;
    value = (value * 9301 + 49297) % 233280;
    const y = 40 + (value / 233280) * 230;
    points.push([Math.round(x), Math.round(y), i % 3 === 0 ? 1.6 : 0.9]);
  }
  return points;
}

interface CardFrameProps {
  readonly seed: number;
  readonly name: string;
  /** Roman numeral or rank shown at the top; none for the back. */
  readonly heading?: string;
  /** A small astrological or elemental glyph in the top corners. */
  readonly glyph?: string;
  readonly children: ReactNode;
  readonly className?: string;
}

/** The night-sky ground, double gold border, top heading and the name banner. */
export function CardFrame({ seed, name, heading, glyph, children, className }: CardFrameProps) {
  const gradient = useId();
  const long = name.length > 9;
  return (
    <svg className={className} viewBox={`0 0 ${CARD.width} ${CARD.height}`} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor={ART.dusk} />
          <stop offset="1" stopColor={ART.night} />
        </linearGradient>
      </defs>
      <rect width={CARD.width} height={CARD.height} rx="12" fill={`url(#${gradient})`} />
      <rect x="6" y="6" width="188" height="338" rx="9" fill="none" stroke={ART.gold} strokeWidth="2" />
      <rect x="11" y="11" width="178" height="328" rx="6" fill="none" stroke={ART.gold} strokeWidth="0.8" opacity="0.6" />
      {stars(seed).map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill={ART.star} opacity="0.7" />
      ))}
      {heading && (
        <text x="100" y="40" textAnchor="middle" fill={ART.goldLight} fontSize="17" fontFamily="Georgia, serif" letterSpacing="2">
          {heading}
        </text>
      )}
      {glyph && (
        <>
          <text x="24" y="34" textAnchor="middle" fill={ART.gold} fontSize="13">
            {glyph}
          </text>
          <text x="176" y="34" textAnchor="middle" fill={ART.gold} fontSize="13">
            {glyph}
          </text>
        </>
      )}
      {children}
      <path d="M22 290 H178 L170 306 L178 322 H22 L30 306 Z" fill={ART.ink} stroke={ART.gold} strokeWidth="1.4" />
      <text
        x="100"
        y="311"
        textAnchor="middle"
        fill={ART.goldLight}
        fontSize={long ? 11 : 14}
        fontFamily="inherit"
        {...(long ? { textLength: 132, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {name}
      </text>
    </svg>
  );
}
