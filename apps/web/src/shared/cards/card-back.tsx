import { ART, CARD } from './line-art/palette';

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
      <rect
        x="14"
        y="14"
        width="172"
        height="322"
        rx="6"
        fill="none"
        stroke={ART.gold}
        strokeWidth="0.8"
        strokeDasharray="2 4"
      />
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
