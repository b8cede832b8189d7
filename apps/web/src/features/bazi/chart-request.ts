import { birthInputOf, type BirthInput, type Gender, type ZiSect } from '@tarot/core/calendar/bazi/input';
import { findCity } from '@tarot/core/geo/china-places';

/**
 * Everything a chart is drawn from, as the form collects it and as the chart pages'
 * addresses carry it, so a chart can be reloaded, saved and shared by its link.
 */
export interface ChartRequest {
  readonly name: string;
  readonly gender: Gender;
  readonly calendar: 'solar' | 'lunar';
  readonly year: number;
  /** Lunar: 1–12, negative for a leap month (tyme4ts' convention). */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  /** Province and city; with `trueSolar`, day and hour pillars use the place's solar time. */
  readonly place: { readonly province: string; readonly city: string } | null;
  readonly trueSolar: boolean;
  readonly ziSect: ZiSect;
}

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
    trueSolar: place !== null && params.get('tst') !== '0',
    ziSect,
  };
}

/**
 * The solar input the core chart functions take. Throws RangeError for a date that
 * does not exist (31 February, a leap month the year lacks), which pages show as such.
 */
export function toBirthInput(request: ChartRequest): BirthInput {
  const city = request.place && findCity(request.place.province, request.place.city);
  return birthInputOf({
    calendar: request.calendar,
    year: request.year,
    month: request.month,
    day: request.day,
    hour: request.hour,
    minute: request.minute,
    gender: request.gender,
    ziSect: request.ziSect,
    ...(request.trueSolar && city ? { longitude: city.longitude } : {}),
  });
}
