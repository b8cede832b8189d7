import type { ReactNode } from 'react';
import { PAGES } from '../shared/config/paths';

export interface TabItem {
  readonly path: string;
  /** Key under `common:tabs`. */
  readonly label: string;
  readonly icon: ReactNode;
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The four tabs in the spec's order (§2 "Tab-bar pages"). */
export const TABS: readonly TabItem[] = [
  {
    path: PAGES.home,
    label: 'home',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path {...stroke} d="M3.5 10.5 12 3.5l8.5 7V20a1 1 0 0 1-1 1h-5v-6h-5v6h-5a1 1 0 0 1-1-1z" />
      </svg>
    ),
  },
  {
    path: PAGES.spreads,
    label: 'spreads',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <rect {...stroke} x="2.5" y="6" width="6" height="10" rx="1" />
        <rect {...stroke} x="9" y="3" width="6" height="10" rx="1" />
        <rect {...stroke} x="15.5" y="6" width="6" height="10" rx="1" />
        <path {...stroke} d="M9 19.5h6" />
      </svg>
    ),
  },
  {
    path: PAGES.cards,
    label: 'cards',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <rect {...stroke} x="5" y="2.5" width="14" height="19" rx="2" />
        <path {...stroke} d="m12 7 1.4 3 3.1.3-2.4 2 .8 3.1L12 13.8l-2.9 1.6.8-3.1-2.4-2 3.1-.3z" />
      </svg>
    ),
  },
  {
    path: PAGES.daily,
    label: 'daily',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <circle {...stroke} cx="12" cy="12" r="4" />
        <path
          {...stroke}
          d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8"
        />
      </svg>
    ),
  },
];
