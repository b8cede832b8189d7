import type { BirthInput } from '@tarot/core/astrology/birth';
import { HOUSE_SYSTEMS, isHouseSystem, type HouseSystem } from '@tarot/core/astrology/houses';

/**
 * A birth as the natal page's address keeps it — `?date=1988-06-15&time=10:30&tz=Asia/Shanghai
 * &lat=39.9&lon=116.4` (no `time` for an unknown hour) with `houses=` — so a chart can be
 * opened again, shared, or opened from a saved chart.
 */
export interface NatalForm {
  readonly birth: BirthInput;
  readonly houses: HouseSystem;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const coordinate = (text: string | null, limit: number): number | null => {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
};

/** Null when the address does not name a whole birth. */
export function natalFormOf(params: URLSearchParams): NatalForm | null {
  const date = DATE.exec(params.get('date') ?? '');
  const time = TIME.exec(params.get('time') ?? '');
  const zone = params.get('tz');
  const latitude = coordinate(params.get('lat'), 90);
  const longitude = coordinate(params.get('lon'), 180);
  if (!date || !zone || latitude === null || longitude === null) return null;
  const houses = params.get('houses') ?? '';
  return {
    birth: {
      year: Number(date[1]),
      month: Number(date[2]),
      day: Number(date[3]),
      ...(time ? { time: { hour: Number(time[1]), minute: Number(time[2]) } } : {}),
      zone,
      latitude,
      longitude,
    },
    houses: isHouseSystem(houses) ? houses : HOUSE_SYSTEMS[0],
  };
}

/** The parameters that name the birth itself (the page's own choices, such as `houses`, left out). */
const BIRTH_KEYS = ['date', 'time', 'tz', 'lat', 'lon', 'place'] as const;

export function birthParams(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(BIRTH_KEYS.flatMap((key) => (params.has(key) ? [[key, params.get(key)!]] : [])));
}
