import type { DrawnCard } from '../draw';

/** `up('major-16')` and `down('major-16')`: a card upright or reversed, for readable draws in tests. */
export const up = (id: string): DrawnCard => ({ id, reversed: false });
export const down = (id: string): DrawnCard => ({ id, reversed: true });
