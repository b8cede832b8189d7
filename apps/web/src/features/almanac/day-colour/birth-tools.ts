import type { ComponentType } from 'react';
import type { ChartLocation } from '@tarot/contract/charts';
import type { BirthRequest } from '@tarot/core/calendar/bazi/birth-request';

/**
 * A birth with the name it was given, as the 八字 pages' addresses and saved charts hold it,
 * with the zone of its clock and its birthplace when it has them (a birth abroad, true solar time).
 */
export type NamedBirth = BirthRequest & {
  readonly name: string;
  readonly timeZone?: string | null;
  readonly location?: ChartLocation | null;
};

/**
 * What the colour page borrows from the 八字 pages to take a birth: features do not import
 * each other, so the route hands these in (app/day-colour-route.tsx).
 */
export interface BirthTools {
  /** The birth an address carries in the 八字 pages' format, or null. */
  readonly parse: (params: URLSearchParams) => NamedBirth | null;
  /** Where the 八字 reading of a birth opens. */
  readonly readingLink: (birth: NamedBirth) => string;
  /** The birth form; submitting it opens `target` with the birth in the address. */
  readonly Form: ComponentType<{ target: string }>;
}
