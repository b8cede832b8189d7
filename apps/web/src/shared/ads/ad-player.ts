import type { ComponentType } from 'react';

export interface AdPlayerProps {
  /** How long the ad must run before it counts as watched (from the server). */
  readonly seconds: number;
  /** Called once, when the ad has run to its end. */
  readonly onComplete: () => void;
  /** The viewer closed the ad early: nothing is earned. */
  readonly onAbandon: () => void;
}

/**
 * What an ad network must provide to show a rewarded ad: a component that plays it over
 * the page and reports completion. The built-in placeholder implements it until a real
 * network is configured.
 */
export type AdPlayer = ComponentType<AdPlayerProps>;
