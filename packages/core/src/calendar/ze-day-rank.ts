/**
 * How 择日 ranks the days that qualify: points for the auspicious gods (God.getDayGods) on
 * the day, general ones below plus the event's own (ZeDayEvent.gods). Unlucky gods take no
 * points away: the 宜忌 from tyme4ts already weigh them, and a day they spoil never qualifies.
 */
import type { God } from 'tyme4ts';
import type { ZeDayEvent } from './ze-day-events';

/**
 * 《协纪辨方书》's great gods for any undertaking: 天赦 (heaven pardons), 天德 and 月德
 * with their 合 (heaven's and the month's virtue), 天愿; the lesser 月恩, 四相, 时德, 天恩,
 * and the harmonies 三合 and 六合.
 */
export const GOD_POINTS: Readonly<Record<string, number>> = {
  天赦: 3,
  天德: 3,
  月德: 3,
  天德合: 2,
  月德合: 2,
  天愿: 2,
  月恩: 1,
  四相: 1,
  时德: 1,
  天恩: 1,
  三合: 1,
  六合: 1,
};

export interface GodPoints {
  readonly god: string;
  readonly points: number;
}

/** The day's gods that earn points for the event, in tyme4ts' order; an event's own weight wins over the general one. */
export function pointsOf(gods: readonly God[], event: ZeDayEvent): GodPoints[] {
  return gods.flatMap((god) => {
    const name = god.getName();
    const points = event.gods[name] ?? GOD_POINTS[name];
    return points === undefined ? [] : [{ god: name, points }];
  });
}
