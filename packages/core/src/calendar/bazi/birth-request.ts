import { findCity } from '../../geo/china-places';
import { canonicalZone, zoneWallToUtc } from '../../qimen/zone';
import { birthInputOf, type BirthInput, type BirthRecord } from './input';

/**
 * A birth as people give it: in the calendar they know it by, with a birthplace rather
 * than a longitude. The chart form, the chart pages' addresses and saved charts all hold it.
 */
export interface BirthRequest extends Omit<BirthRecord, 'longitude'> {
  /** Province and city; with `trueSolar`, day and hour pillars use the place's solar time. */
  readonly place: { readonly province: string; readonly city: string } | null;
  readonly trueSolar: boolean;
}

/**
 * Where a birth's clock was read, when more is known than a Chinese city: the IANA zone of
 * the clock (its summer time and historical offsets count) and the place's longitude.
 */
export interface BirthWhere {
  readonly timeZone?: string | null;
  readonly longitude?: number | null;
}

/** The zone and place a chart keeps beside its birth (a saved chart, a chart page's address). */
export interface ChartWhere {
  readonly timeZone?: string | null;
  readonly location?: { readonly longitude: number } | null;
}

/** Where a chart's birth was read, from the zone and place it keeps: every reader of a saved chart needs both. */
export const whereOfChart = ({ timeZone, location }: ChartWhere): BirthWhere => ({
  timeZone: timeZone ?? null,
  longitude: location?.longitude ?? null,
});

const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The Beijing standard time (UTC+8, no summer time) of a solar input read on `zone`'s clock. */
export function toBeijingTime(input: BirthInput, zone: string): BirthInput {
  const wall = new Date(0);
  wall.setUTCFullYear(input.year, input.month - 1, input.day);
  wall.setUTCHours(input.hour, input.minute, input.second ?? 0, 0);
  const beijing = new Date(zoneWallToUtc(canonicalZone(zone), wall.getTime()) + BEIJING_OFFSET_MS);
  return {
    ...input,
    year: beijing.getUTCFullYear(),
    month: beijing.getUTCMonth() + 1,
    day: beijing.getUTCDate(),
    hour: beijing.getUTCHours(),
    minute: beijing.getUTCMinutes(),
  };
}

/**
 * The solar input the chart functions take. Without a zone the time is Beijing clock time as
 * entered; with one it is that zone's wall clock, turned into Beijing standard time (which
 * also takes out China's summer time of 1986–1991 when the zone is Asia/Shanghai). With
 * `trueSolar`, the given longitude, else the Chinese city's, sets true solar time. Throws
 * RangeError for a date that does not exist (31 February, a leap month the year lacks) or an
 * unknown zone.
 */
export function birthInputOfRequest(request: BirthRequest, where: BirthWhere = {}): BirthInput {
  const city = request.place && findCity(request.place.province, request.place.city);
  const longitude = where.longitude ?? city?.longitude;
  const input = birthInputOf({
    calendar: request.calendar,
    year: request.year,
    month: request.month,
    day: request.day,
    hour: request.hour,
    minute: request.minute,
    gender: request.gender,
    ziSect: request.ziSect,
    ...(request.trueSolar && longitude !== undefined ? { longitude } : {}),
  });
  return where.timeZone ? toBeijingTime(input, where.timeZone) : input;
}
