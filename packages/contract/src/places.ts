/** The app's gazetteer: the world's cities, searched by name, with coordinates and time zone. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { UI_LANGUAGES } from './preferences';

export const PLACE_SEARCH_LIMIT = 12;

export const placeQuery = z.object({
  q: z.string().trim().min(1).max(60).describe('Part of a city’s name, in any script the gazetteer knows'),
  lang: z.enum(UI_LANGUAGES).default('zh-Hans').describe('Language of the names answered'),
});

export const place = z
  .object({
    id: z.number().int().describe('GeoNames id'),
    name: z.string().describe('The city’s name in the language asked, else its GeoNames name'),
    latinName: z.string().describe('The GeoNames name'),
    country: z.string().length(2).describe('ISO 3166 country code'),
    region: z.string().nullable().describe('The state of a US city (IL, MA), else null'),
    latitude: z.number(),
    longitude: z.number(),
    timeZone: z.string().describe('IANA time zone'),
    population: z.number().int(),
  })
  .meta({ id: 'Place' });

export const placeList = z.object({ items: z.array(place).readonly() }).meta({ id: 'PlaceList' });

export type Place = z.infer<typeof place>;

export const searchPlaces = endpoint({
  method: 'GET',
  path: '/api/places',
  tags: ['calendar'],
  summary: 'Cities whose name starts with (or, for Chinese, contains) the text, largest first',
  query: placeQuery,
  response: placeList,
  errors: [400],
});
