import { localStore } from '../storage/local';
import type { PickedPlace } from './picked-place';

const KEY = 'places.recent';
export const RECENT_PLACES_LIMIT = 8;

/** Storage can be edited by hand: only whole, sane entries are read back. */
const isPlace = (item: unknown): item is PickedPlace => {
  const place = item as Partial<PickedPlace> | null;
  return (
    typeof place?.id === 'number' &&
    typeof place.name === 'string' &&
    typeof place.timeZone === 'string' &&
    typeof place.latitude === 'number' &&
    Math.abs(place.latitude) <= 90 &&
    typeof place.longitude === 'number' &&
    Math.abs(place.longitude) <= 180
  );
};

/** The places last picked on this device, newest first: what the picker offers offline. */
export function recentPlaces(): PickedPlace[] {
  try {
    const parsed: unknown = JSON.parse(localStore.get(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPlace).slice(0, RECENT_PLACES_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Picking a place again moves it to the top. */
export function rememberPlace(place: PickedPlace): void {
  const others = recentPlaces().filter((item) => item.id !== place.id);
  localStore.set(KEY, JSON.stringify([place, ...others].slice(0, RECENT_PLACES_LIMIT)));
}
