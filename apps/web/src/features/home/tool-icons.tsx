import type { ReactElement } from 'react';
import type { ToolId } from '../../shared/config/tools';

/**
 * Line icons for the home grid, drawn on a 24-unit square in the tile's text colour. They
 * replace single Chinese characters, which said nothing to a reader of another language.
 */
const DRAWINGS: Readonly<Record<ToolId, ReactElement>> = {
  // three cards laid out side by side
  spreads: (
    <>
      <rect x="1.8" y="6" width="6" height="10" rx="1" />
      <rect x="9" y="4" width="6" height="10" rx="1" />
      <rect x="16.2" y="6" width="6" height="10" rx="1" />
      <path d="M5 19.5h14" />
    </>
  ),
  // one card with a star
  cards: (
    <>
      <rect x="5.5" y="2.5" width="13" height="19" rx="2" />
      <path d="M12 7.5l1.3 2.8 3 .3-2.3 2 .7 3-2.7-1.6-2.7 1.6.7-3-2.3-2 3-.3z" />
    </>
  ),
  // the day's sun
  daily: (
    <>
      <circle cx="12" cy="12" r="4.2" />
      <path d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.6 1.6M17.1 17.1l1.6 1.6M5.3 18.7l1.6-1.6M17.1 6.9l1.6-1.6" />
    </>
  ),
  // a question to answer
  test: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M9.3 9.4a2.8 2.8 0 1 1 3.9 2.6c-.8.4-1.2 1-1.2 1.8v.7" />
      <circle cx="12" cy="17.3" r=".4" />
    </>
  ),
  // a chart wheel, the charts' hub
  paipan: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="M12 2.5v6M12 15.5v6M2.5 12h6M15.5 12h6" />
    </>
  ),
  // the four pillars, each a stem above a branch
  bazi: (
    <>
      <rect x="2.5" y="3.5" width="3.6" height="17" rx="1" />
      <rect x="7.7" y="3.5" width="3.6" height="17" rx="1" />
      <rect x="12.9" y="3.5" width="3.6" height="17" rx="1" />
      <rect x="18.1" y="3.5" width="3.6" height="17" rx="1" />
      <path d="M2.5 12h3.6M7.7 12h3.6M12.9 12h3.6M18.1 12h3.6" />
    </>
  ),
  // a wall calendar
  almanac: (
    <>
      <rect x="3" y="4.5" width="18" height="16.5" rx="2" />
      <path d="M3 9.5h18M8 2.5v4M16 2.5v4" />
      <path d="M7.5 13.5h1M11.5 13.5h1M15.5 13.5h1M7.5 17h1M11.5 17h1" />
    </>
  ),
  // what to wear today
  dayColor: (
    <path d="M8.5 3.5 3 6.8l2 4.2 2.5-1.1v10.6h9V9.9L19 11l2-4.2-5.5-3.3c-.6 1.6-2 2.6-3.5 2.6s-2.9-1-3.5-2.6z" />
  ),
  // a day picked on the calendar
  zeDay: (
    <>
      <rect x="3" y="4.5" width="18" height="16.5" rx="2" />
      <path d="M3 9.5h18M8 2.5v4M16 2.5v4" />
      <path d="m8.5 15 2.5 2.5 4.5-4.8" />
    </>
  ),
  // the purple star 紫微 is named after
  ziwei: (
    <>
      <path d="M12 3.2l2.6 5.4 5.9.8-4.3 4.1 1 5.9L12 16.6l-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z" />
      <path d="M19.5 2.5v3M18 4h3" />
    </>
  ),
  // the nine palaces of the 奇门 board
  qimen: (
    <>
      <rect x="2.5" y="2.5" width="19" height="19" rx="2" />
      <path d="M8.8 2.5v19M15.2 2.5v19M2.5 8.8h19M2.5 15.2h19" />
      <circle cx="12" cy="12" r="1.2" />
    </>
  ),
  // the ecliptic ring with a star and the crescent Moon
  xingzuo: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 6.5l1.4 3.1 3.3.3-2.5 2.2.8 3.3-3-1.8-3 1.8.8-3.3-2.5-2.2 3.3-.3z" />
    </>
  ),
  // a cog with eight teeth
  settings: (
    <>
      <path d="M19.3 9.3 22 10v4l-2.7.7-.2.5 1.4 2.4-2.9 2.9-2.4-1.4-.5.2L14 22h-4l-.7-2.7-.5-.2-2.4 1.4-2.9-2.9 1.4-2.4-.2-.5L2 14v-4l2.7-.7.2-.5-1.4-2.4 2.9-2.9 2.4 1.4.5-.2L10 2h4l.7 2.7.5.2 2.4-1.4 2.9 2.9-1.4 2.4z" />
      <circle cx="12" cy="12" r="3.2" />
    </>
  ),
};

export function ToolIcon({ id, className }: { id: ToolId; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {DRAWINGS[id]}
    </svg>
  );
}
