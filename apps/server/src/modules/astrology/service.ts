import { LRUCache } from 'lru-cache';
import { readTexts } from '@tarot/content/server/read-texts';
import {
  ASTRO_MAX_YEAR,
  ASTRO_MIN_YEAR,
  horoscopeResponse,
  natalResponse,
  transitsResponse,
  type HoroscopeQuery,
  type HoroscopeResponse,
  type NatalQuery,
  type NatalResponse,
  type TransitsQuery,
  type TransitsResponse,
} from '@tarot/contract/astrology';
import { horoscopeAnswer, horoscopeFacts, natalAnswer, transitsAnswer } from '@tarot/core/astrology/answers';
import type { BirthInput } from '@tarot/core/astrology/birth';
import { HOROSCOPE_ZONE, todayIn } from '@tarot/core/astrology/period';
import type { SkyFacts } from '@tarot/core/astrology/sign-horoscope';
import { canonicalZone } from '@tarot/core/qimen/zone';
import { AppError } from '../../errors';

export interface AstrologyService {
  natal(query: NatalQuery): NatalResponse;
  horoscope(query: HoroscopeQuery): HoroscopeResponse;
  transits(query: TransitsQuery): TransitsResponse;
}

/** Answers kept: each depends only on its query (and a horoscope on its period's sky). */
const CACHE_ENTRIES = 2_000;
/** Periods whose sky is kept: a few days, weeks and months around today serve nearly everyone. */
const FACTS_ENTRIES = 64;

const ymd = (date: string): [number, number, number] => date.split('-').map(Number) as [number, number, number];

function assertYear(year: number): void {
  if (year < ASTRO_MIN_YEAR || year > ASTRO_MAX_YEAR) {
    throw new AppError('CHART_OUT_OF_RANGE', `星座 charts cover ${ASTRO_MIN_YEAR}–${ASTRO_MAX_YEAR}, not ${year}`);
  }
}

function birthOf(date: string, time: string | undefined, tz: string, lat: number, lon: number): BirthInput {
  const [year, month, day] = ymd(date);
  assertYear(year);
  let zone: string;
  try {
    zone = canonicalZone(tz);
  } catch {
    throw new AppError('INVALID_TIME_ZONE', `Unknown time zone ${tz}`);
  }
  const [hour, minute] = time ? (time.split(':').map(Number) as [number, number]) : [];
  return {
    year,
    month,
    day,
    ...(hour === undefined || minute === undefined ? {} : { time: { hour, minute } }),
    zone,
    latitude: lat,
    longitude: lon,
  };
}

/** Core refuses a day that does not exist (31 April, 29 February of a common year) with a RangeError. */
function invalidDateAsAppError<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('INVALID_DATE', `Invalid date: ${error.message}`);
    throw error;
  }
}

/** One LRU per kind of answer; the validated query has its fields in schema order, so equal requests share a key. */
function cached<Q, A>(compute: (query: Q) => A): (query: Q) => A {
  const cache = new LRUCache<string, { value: A }>({ max: CACHE_ENTRIES });
  return (query) => {
    const key = JSON.stringify(query);
    let entry = cache.get(key);
    if (!entry) {
      entry = { value: compute(query) };
      cache.set(key, entry);
    }
    return entry.value;
  };
}

export function createAstrologyService(now: () => number = Date.now): AstrologyService {
  const facts = new LRUCache<string, SkyFacts>({ max: FACTS_ENTRIES });
  const factsOf = (period: HoroscopeQuery['period'], day: [number, number, number]) => {
    const key = `${period} ${day.join('-')}`;
    let value = facts.get(key);
    if (!value) {
      value = horoscopeFacts(period, ...day);
      facts.set(key, value);
    }
    return value;
  };

  const natal = cached((query: NatalQuery) =>
    invalidDateAsAppError(() => {
      const input = birthOf(query.date, query.time, query.tz, query.lat, query.lon);
      const { answer } = natalAnswer(input, query.houses, readTexts('astrology/reading', query.lang));
      return natalResponse.parse(answer);
    }),
  );

  const horoscopeOn = cached((query: HoroscopeQuery & { date: string }) =>
    invalidDateAsAppError(() => {
      const day = ymd(query.date);
      assertYear(day[0]);
      const answer = horoscopeAnswer(
        factsOf(query.period, day),
        query.sign,
        readTexts('astrology/reading', query.lang),
      );
      return horoscopeResponse.parse(answer);
    }),
  );

  const transitsOn = cached((query: TransitsQuery & { date: string }) =>
    invalidDateAsAppError(() => {
      const input = birthOf(query.birthDate, query.birthTime, query.tz, query.lat, query.lon);
      const day = ymd(query.date);
      assertYear(day[0]);
      const texts = readTexts('astrology/reading', query.lang);
      const answer = transitsAnswer(input, query.houses, day, texts, query.period);
      return transitsResponse.parse(answer);
    }),
  );

  const isoDay = ([y, m, d]: [number, number, number]) =>
    `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

  return {
    natal,
    // Without a date, today on the Shanghai calendar: the same horoscope for everyone, everywhere.
    horoscope: (query) => horoscopeOn({ ...query, date: query.date ?? isoDay(todayIn(HOROSCOPE_ZONE, now())) }),
    transits: (query) => {
      let zone: string;
      try {
        zone = canonicalZone(query.tz);
      } catch {
        throw new AppError('INVALID_TIME_ZONE', `Unknown time zone ${query.tz}`);
      }
      return transitsOn({ ...query, date: query.date ?? isoDay(todayIn(zone, now())) });
    },
  };
}
