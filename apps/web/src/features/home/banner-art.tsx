import type { ReactElement } from 'react';
import type { ToolId } from '../../shared/config/tools';

/** The built-in banners' tools, each drawn as its own picture. */
export type BannerTool = Extract<ToolId, 'cards' | 'daily' | 'spreads' | 'almanac' | 'bazi'>;

const card = (x: number, y: number, rotate = 0) => (
  <rect
    x={x}
    y={y}
    width="34"
    height="56"
    rx="5"
    transform={rotate ? `rotate(${rotate} ${x + 17} ${y + 28})` : undefined}
  />
);

/** Line drawings in gold (banner-swiper.module.css colours them), 120 × 120. */
const ART: Readonly<Record<BannerTool, ReactElement>> = {
  // Three cards fanned from one hand: the deck.
  cards: (
    <>
      {card(22, 34, -18)}
      {card(64, 34, 18)}
      {card(43, 26)}
      <path className="solid" d="M60 42l4 10 11 1-8 7 3 11-10-6-10 6 3-11-8-7 11-1z" />
    </>
  ),
  // One card with the sun on it: today's.
  daily: (
    <>
      <rect x="34" y="14" width="52" height="92" rx="7" />
      <circle className="solid" cx="60" cy="60" r="11" />
      <path d="M60 36v8M60 76v8M36 60h8M76 60h8M43 43l6 6M71 71l6 6M77 43l-6 6M49 71l-6 6" />
    </>
  ),
  // The Celtic Cross: a cross of cards, one laid across the centre, and the staff beside it.
  spreads: (
    <>
      <rect x="34" y="44" width="18" height="30" rx="3" />
      <rect x="28" y="50" width="30" height="18" rx="3" />
      <rect x="34" y="10" width="18" height="30" rx="3" />
      <rect x="34" y="78" width="18" height="30" rx="3" />
      <rect x="8" y="44" width="18" height="30" rx="3" />
      <rect x="60" y="44" width="18" height="30" rx="3" />
      <rect x="90" y="8" width="18" height="24" rx="3" />
      <rect x="90" y="36" width="18" height="24" rx="3" />
      <rect x="90" y="64" width="18" height="24" rx="3" />
      <rect x="90" y="92" width="18" height="24" rx="3" />
    </>
  ),
  // A page of the almanac with its rings, a crescent moon and the day's lines.
  almanac: (
    <>
      <rect x="22" y="20" width="76" height="86" rx="8" />
      <path d="M22 40h76M40 12v16M80 12v16M36 60h30M36 74h22M36 88h30" />
      <path className="solid" d="M86 56a12 12 0 1 0 0 22a9 9 0 1 1 0-22z" />
    </>
  ),
  // Four pillars, year, month, day and hour, each with its stem above its branch.
  bazi: (
    <>
      {[18, 42, 66, 90].map((x) => (
        <g key={x}>
          <rect x={x} y="30" width="14" height="76" rx="3" />
          <circle className="solid" cx={x + 7} cy="20" r="6" />
          <path d={`M${x + 3} 58h8M${x + 3} 80h8`} />
        </g>
      ))}
    </>
  ),
};

export function BannerArt({ tool, className }: { readonly tool: BannerTool; readonly className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      {ART[tool]}
    </svg>
  );
}
