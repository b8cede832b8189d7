import { randomDate, seeded } from '../packages/core/src/calendar/test-random';

const isoDate = ([year, month, day]: readonly number[]) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export const almanacPath = (date: readonly number[]): string => `/api/v1/almanac/${isoDate(date)}`;

/** Days drawn uniformly from every day the API answers (1801–2199, the contract's range). */
export function randomAlmanacPaths(): () => string {
  const random = seeded(2026);
  return () => almanacPath(randomDate(random));
}
