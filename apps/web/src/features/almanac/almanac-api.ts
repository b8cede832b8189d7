import type { AlmanacDay } from '@tarot/core/calendar/almanac';
import { getAlmanacDay } from '@tarot/contract/calendar';
import { call } from '../../shared/api/call';

/**
 * One day from the public almanac API, which the server caches. Its `details` are core's
 * `almanac()` for that day, computed by the same code the browser would run, so they are
 * taken as the core type (the contract's schema mirrors it, apps/server checks the fit).
 */
export const fetchAlmanacDay = (date: string): Promise<AlmanacDay> =>
  call(getAlmanacDay, { params: { date } }).then((answer) => answer.details as AlmanacDay);
