import type { Place } from '@tarot/contract/places';

/** A place as the chart forms keep it: its label, coordinates and zone. */
export interface PickedPlace {
  readonly id: number;
  /** As shown when picked: “苏黎世 · 瑞士”, “Springfield, IL · United States”. */
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly timeZone: string;
}

/** The country's name in the reader's language, from the platform (no table of our own). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The place's label: its name, its state where the gazetteer gives one, and its country. */
export function placeLabel(place: Place, language: string): string {
  const name = place.region ? `${place.name}, ${place.region}` : place.name;
  return `${name} · ${countryName(place.country, language)}`;
}

export const pickedPlaceOf = (place: Place, language: string): PickedPlace => ({
  id: place.id,
  name: placeLabel(place, language),
  latitude: place.latitude,
  longitude: place.longitude,
  timeZone: place.timeZone,
});
