import type { Place } from '@tarot/contract/places';
import type { UiLanguage } from '@tarot/contract/preferences';
import { fold, KEY_SEPARATOR, type City } from './gazetteer';

const HAS_HAN = /\p{Script=Han}/u;

/**
 * How well a city's names meet the folded text: 0 when one is the text, 1 when one starts with
 * it, 2 when one contains it (only for Chinese, where 北京 sits inside 北京市 and 中国北京),
 * else null.
 */
function rank({ keys }: City, text: string, anywhere: boolean): number | null {
  const start = keys.indexOf(`${KEY_SEPARATOR}${text}`);
  if (start < 0) return anywhere && keys.includes(text) ? 2 : null;
  return keys.includes(`${KEY_SEPARATOR}${text}${KEY_SEPARATOR}`) ? 0 : 1;
}

export const placeOf = (city: City, lang: UiLanguage): Place => ({
  id: city.id,
  name: city.names[lang] ?? city.name,
  latinName: city.name,
  country: city.country,
  region: city.region,
  latitude: city.latitude,
  longitude: city.longitude,
  timeZone: city.timeZone,
  population: city.population,
});

/** The best `limit` cities for the text: closer matches first, then larger cities. */
export function searchCities(cities: readonly City[], query: string, lang: UiLanguage, limit: number): Place[] {
  const text = fold(query);
  if (!text) return [];
  const anywhere = HAS_HAN.test(text);
  const found: { city: City; rank: number }[] = [];
  for (const city of cities) {
    const r = rank(city, text, anywhere);
    if (r !== null) found.push({ city, rank: r });
  }
  return found
    .sort((a, b) => a.rank - b.rank || b.city.population - a.city.population)
    .slice(0, limit)
    .map(({ city }) => placeOf(city, lang));
}
