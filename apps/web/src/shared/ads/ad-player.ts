import type { ComponentType } from 'react';
import type { Promotion } from '@tarot/contract/points';

export interface AdPlayerProps {
  /** What to show: the house promotion the server picked for this view. */
  readonly promotion: Promotion;
  /** How long the ad must run before it counts as watched (from the server). */
  readonly seconds: number;
  /** Called once, when the ad has run to its end. */
  readonly onComplete: () => void;
  /** The viewer closed the ad early: nothing is earned. */
  readonly onAbandon: () => void;
}

/**
 * What shows a rewarded ad: a component that plays it over the page and reports completion.
 * House promotions are the one kind today (decision 0025).
 */
export type AdPlayer = ComponentType<AdPlayerProps>;
