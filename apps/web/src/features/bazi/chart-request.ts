import type { ChartLocation } from '@tarot/contract/charts';
import type { BirthRequest } from '@tarot/core/calendar/bazi/birth-request';
import { findCity } from '@tarot/core/geo/china-places';
import { canonicalZone } from '@tarot/core/qimen/zone';

/**
 * Everything a chart is drawn from, as the form collects it and as the chart pages'
 * addresses carry it, so a chart can be reloaded, saved and shared by its link.
 */
export interface ChartRequest extends BirthRequest {
  readonly name: string;
  /**
   * The IANA zone of the clock the time was read from, for a birth outside China (or to take
   * China's 1986–1991 summer time out); absent or null: Beijing clock time as entered.
   */
  readonly timeZone?: string | null;
  /** A birthplace anywhere in the world, picked from the gazetteer; its longitude sets true solar time. */
  readonly location?: ChartLocation | null;
}

const LOCATION_NAME_MAX = 80;

export const NAME_MAX_LENGTH = 20;
const DATE = /^(\d{4})-(-?\d{1,2})-(\d{1,2})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

export function chartSearch(request: ChartRequest): string {
  const params = new URLSearchParams({
    g: request.gender,
    cal: request.calendar,
    d: `${request.year}-${request.month < 0 ? '-' : ''}${pad(Math.abs(request.month))}-${pad(request.day)}`,
    t: `${pad(request.hour)}:${pad(request.minute)}`,
    zi: request.ziSect,
  });
  if (request.name.trim()) params.set('name', request.name.trim().slice(0, NAME_MAX_LENGTH));
  if (request.place) {
    params.set('place', `${request.place.province}/${request.place.city}`);
    params.set('tst', request.trueSolar ? '1' : '0');
  }
  if (request.location) {
    params.set('pn', request.location.name);
    params.set('lat', request.location.latitude.toFixed(4));
    params.set('lon', request.location.longitude.toFixed(4));
    params.set('tst', request.trueSolar ? '1' : '0');
  }
  if (request.timeZone) params.set('tz', request.timeZone);
  return `?${params.toString()}`;
}

/** The request in an address, or null when any part is missing or malformed. */
export function parseChartRequest(params: URLSearchParams): ChartRequest | null {
  const gender = params.get('g');
  const calendar = params.get('cal');
  const ziSect = params.get('zi') ?? 'nextDay';
  const date = DATE.exec(params.get('d') ?? '');
  const time = TIME.exec(params.get('t') ?? '');
  if ((gender !== 'male' && gender !== 'female') || (calendar !== 'solar' && calendar !== 'lunar')) return null;
  if ((ziSect !== 'nextDay' && ziSect !== 'sameDay') || !date || !time) return null;
  const [province = '', city = ''] = (params.get('place') ?? '').split('/');
  const place = findCity(province, city) ? { province, city } : null;
  const location = place ? null : locationOf(params);
  const month = Number(date[2]);
  if (calendar === 'solar' && month < 1) return null;
  return {
    name: (params.get('name') ?? '').slice(0, NAME_MAX_LENGTH),
    gender,
    calendar,
    year: Number(date[1]),
    month,
    day: Number(date[3]),
    hour: Number(time[1]),
    minute: Number(time[2]),
    place,
    location,
    timeZone: zoneOf(params.get('tz')),
    trueSolar: (place !== null || location !== null) && params.get('tst') !== '0',
    ziSect,
  };
}

/** A world birthplace in the address (`pn`, `lat`, `lon`), or null when any part is missing or out of range. */
function locationOf(params: URLSearchParams): ChartLocation | null {
  const name = (params.get('pn') ?? '').trim().slice(0, LOCATION_NAME_MAX);
  const latitude = Number(params.get('lat') ?? NaN);
  const longitude = Number(params.get('lon') ?? NaN);
  if (!name || !(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) return null;
  return { name, latitude, longitude };
}

/** The zone the address names, if the platform knows it. */
function zoneOf(text: string | null): string | null {
  if (!text) return null;
  try {
    return canonicalZone(text);
  } catch {
    return null;
  }
}
