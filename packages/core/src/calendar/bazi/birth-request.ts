import { findCity } from '../../geo/china-places';
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
 * The solar input the chart functions take; the place's longitude only when true solar
 * time is on and the place is known. Throws RangeError for a date that does not exist
 * (31 February, a leap month the year lacks).
 */
export function birthInputOfRequest(request: BirthRequest): BirthInput {
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
