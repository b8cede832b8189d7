import { LRUCache } from 'lru-cache';
import {
  almanacResponse,
  baziResponse,
  type AlmanacResponse,
  type BaziQuery,
  type BaziResponse,
  type ZiweiRequest,
  type ZiweiResponse,
} from '@tarot/contract/calendar';
import { almanac, type AlmanacDay } from '@tarot/core/calendar/almanac';
import { baziChart, type BaziChart } from '@tarot/core/calendar/bazi/chart';
import { birthInputOf, type BirthInput } from '@tarot/core/calendar/bazi/input';
import { toBeijingTime } from '@tarot/core/calendar/bazi/birth-request';
import { baziPro, type BaziPro } from '@tarot/core/calendar/bazi/pro';
import { baziReading } from '@tarot/core/calendar/bazi/reading/reading';
import { renderReading } from '@tarot/core/calendar/bazi/reading/render';
import type { ReadingTexts } from '@tarot/core/calendar/bazi/reading/types';
import { readTexts } from '@tarot/content/server/read-texts';
import { contentLanguageFor } from '@tarot/core/tarot/content';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@tarot/core/tarot/types';
import { ziweiChart, ziweiHoroscope, type ZiweiInput } from '@tarot/core/calendar/ziwei';
import { ziweiReading } from '@tarot/core/calendar/ziwei-reading/reading';
import { searchGoodDays, type ChartPillars } from '@tarot/core/calendar/ze-day';
import { zeDayResponse, type ZeDayQuery } from '@tarot/contract/ze-day';
import { dayColourResponse, type DayColourQuery } from '@tarot/contract/day-colour';
import { dayBrief } from '@tarot/contract/day-brief';
import type { UiLanguage } from '@tarot/contract/preferences';
import { dayColours } from '@tarot/core/calendar/day-colour';
import { AppError } from '../../errors';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { cachedAndGzipped } from './gzipped-cache';
import { dayColourAnswer } from './day-colour';
import { zeDayAnswer } from './ze-day';
import { ziweiTexts } from './ziwei-texts';
import { withMemoisedTranslations } from '../../lib/iztro-translation-memo';
import { dayBriefAnswer } from './day-brief';

/**
 * The calendar's pure functions behind a cache. Results depend only on their input, so
 * an almanac day or a chart computed once is served from memory until evicted.
 */
/**
 * A response checked against its contract once and kept as its JSON text in UTF-8, ready to
 * send: Fastify writes the bytes as they are, where a string would be measured
 * (Buffer.byteLength) and encoded again on every request, about a third of the CPU a cached
 * 八字 read took.
 */
export interface JsonBody {
  readonly json: Buffer;
}

export interface CalendarService {
  almanacDay(date: string): JsonBody;
  /** The home page's line for a day: 干支, 宜忌 and the colour to wear, in one language. */
  dayBrief(date: string, lang: UiLanguage): JsonBody;
  bazi(query: BaziQuery): JsonBody;
  ziwei(request: ZiweiRequest): ZiweiResponse;
  zeDay(query: ZeDayQuery): JsonBody;
  dayColour(query: DayColourQuery): JsonBody;
}

/** Charts kept, per kind (八字, 紫微). */
const CACHE_ENTRIES = 2_000;

/**
 * 择日 answers kept, by size: a year's search is 150–450 KB of JSON (every day of it with its
 * reasons) and 20–50 ms to compute, so 32 MiB keeps the latest hundred or so.
 */
const ZE_DAY_BYTES = 32 * 2 ** 20;

/**
 * Every day the API answers is kept once asked: the 145,732 days of 1801–2199 (the contract's
 * range), so a crawl of the calendar computes each day once (0.5–1 ms: core and the contract
 * check) and then serves it from memory. A day's JSON is 5,670 bytes in UTF-8 on average
 * (4,300 characters, most of them ASCII; at most 6,160), 1,790 gzipped (at most 1,970).
 * Recent days are kept ready to send, 64 MiB (some 11,800 days); a day leaving them is kept
 * gzipped: 145,732 × 1,790 B ≈ 260 MB once all are, outside the V8 heap, and 46 MB of
 * heap for the entries, 350 MB of RSS in all (measured, every day kept; unzipping a day costs
 * about 0.05 ms). As text all days would take 830 MB, 1.25 GB as V8 strings (two
 * bytes a character once a string holds Chinese).
 */
const ALMANAC_DAYS = 145_732;
const ALMANAC_READY_BYTES = 64 * 2 ** 20;
/** 2 KiB a day: every day's gzipped JSON fits, the longest included. */
const ALMANAC_GZIPPED_BYTES = ALMANAC_DAYS * 2 ** 11;

const utf8Json = (answer: object): Buffer => Buffer.from(JSON.stringify(answer));

/** Core throws RangeError for dates that do not exist; the API answers INVALID_DATE. */
function calendarInput<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('INVALID_DATE', `Invalid date: ${error.message}`);
    throw error;
  }
}

function cached<T extends object>(
  compute: (key: string) => T,
  bound: LRUCache.Options<string, T, unknown> = { max: CACHE_ENTRIES },
): (key: string) => T {
  const cache = new LRUCache<string, T>(bound);
  return (key) => {
    const hit = cache.get(key);
    if (hit) return hit;
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
}

/** 时辰 index as iztro counts it: 0 早子 (00:00–00:59), 1 丑 … 11 亥, 12 晚子 (23:00–23:59). */
const ziweiHourIndex = (hour: number): number => (hour === 23 ? 12 : Math.floor((hour + 1) / 2));

/** The birth fields of a query, as /api/v1/bazi and /api/v1/zeday both take them. */
type BirthQuery = Pick<BaziQuery, 'date' | 'time' | 'gender' | 'ziSect' | 'longitude' | 'calendar' | 'leapMonth'> &
  Partial<Pick<BaziQuery, 'tz'>>;

function birthOfQuery(query: BirthQuery): BirthInput {
  const [year, month, day] = query.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = query.time.split(':').map(Number) as [number, number];
  const input = birthInputOf({
    calendar: query.calendar,
    year,
    month: query.calendar === 'lunar' && query.leapMonth ? -month : month,
    day,
    hour,
    minute,
    gender: query.gender,
    ziSect: query.ziSect,
    ...(query.longitude === undefined ? {} : { longitude: query.longitude }),
  });
  // A time read on another zone's clock is cast in the Beijing time it names.
  return query.tz ? toBeijingTime(input, query.tz) : input;
}

function almanacAnswer(day: AlmanacDay): AlmanacResponse {
  return {
    date: day.date,
    lunarDate: day.lunar.text,
    ganzhi: day.ganZhi,
    zodiac: day.zodiac,
    yi: day.recommends,
    ji: day.avoids,
    chong: day.clash.text,
    sha: day.clash.sha,
    zhiXing: day.duty,
    zhiShen: `${day.twelveStar.name}(${day.twelveStar.ecliptic})`,
    xiu: day.twentyEightStar.full,
    pengzu: day.pengZu,
    details: day,
  };
}

/** The birth a day-colour query gives, as /api/v1/bazi takes it (the contract has it whole or not at all). */
function dayColourChart({ birthDate, birthTime, gender, ziSect, longitude, tz, calendar, leapMonth }: DayColourQuery) {
  if (birthDate === undefined || birthTime === undefined || gender === undefined) return null;
  return baziChart(
    birthOfQuery({ date: birthDate, time: birthTime, gender, ziSect, longitude, tz, calendar, leapMonth }),
  );
}

/** The year and day pillars of the birth a 择日 query gives (the contract has it whole or not at all). */
function zeDayPillars({ date, time, gender, ...rest }: ZeDayQuery): ChartPillars | null {
  if (date === undefined || time === undefined || gender === undefined) return null;
  const { pillars } = baziChart(birthOfQuery({ date, time, gender, ...rest }));
  return { year: pillars.year.ganZhi, day: pillars.day.ganZhi };
}

/**
 * The server answers every language at once, so it holds every language's reading texts (the
 * browser loads one), read at start-up: a broken file stops the server, not a reading.
 */
const READING_TEXTS = Object.fromEntries(
  CONTENT_LANGUAGES.map((language) => [language, readTexts('bazi/reading', language)] as const),
) as Readonly<Record<ContentLanguage, ReadingTexts>>;

/** A query with its reading date settled, so the cache keys on the day the reading is for. */
type DatedBaziQuery = BaziQuery & { readonly at: string };

function readingOf(chart: BaziChart, query: DatedBaziQuery): BaziResponse['reading'] {
  const [year, month, day] = query.at.split('-').map(Number) as [number, number, number];
  const language = contentLanguageFor(query.lang);
  return { language, ...renderReading(baziReading(chart, { year, month, day }), READING_TEXTS[language], language) };
}

function baziAnswer(chart: BaziChart, pro: BaziPro | null, reading: BaziResponse['reading']): BaziResponse {
  const { pillars, ...rest } = chart;
  return {
    ...rest,
    pillars: {
      year: pillars.year.ganZhi,
      month: pillars.month.ganZhi,
      day: pillars.day.ganZhi,
      hour: pillars.hour.ganZhi,
    },
    pillarDetails: pillars,
    pro,
    reading,
  };
}

/** `now` is the server clock; it decides "today" for readings asked without a date. */
export function createCalendarService(now: () => Date = () => new Date()): CalendarService {
  // Cached reads are the busiest routes: validate and serialise once, then serve the text.
  const almanacOf = cachedAndGzipped(
    (date) => {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      return utf8Json(almanacResponse.parse(almanacAnswer(almanac(year, month, day))));
    },
    ALMANAC_READY_BYTES,
    ALMANAC_GZIPPED_BYTES,
  );
  const baziOf = cached((key): JsonBody => {
    const query = JSON.parse(key) as DatedBaziQuery;
    const chart = baziChart(birthOfQuery(query));
    const answer = baziAnswer(chart, query.pro ? baziPro(chart) : null, readingOf(chart, query));
    // Both times stated: the one entered on the birthplace's clock, and the Beijing time (solarTime).
    const localTime = query.tz ? { localTime: { text: `${query.date} ${query.time}`, zone: query.tz } } : {};
    return { json: utf8Json(baziResponse.parse({ ...answer, ...localTime })) };
  });
  const ziweiOf = cached((key) => {
    const request = JSON.parse(key) as ZiweiRequest;
    const input: ZiweiInput = {
      date: `${request.year}-${request.month}-${request.day}`,
      hourIndex: ziweiHourIndex(request.hour),
      gender: request.gender,
      lunar: request.calendar === 'lunar',
      leapMonth: request.leapMonth === true,
    };
    // iztro's translation look-ups are most of a chart's time; the memo keeps their answers.
    return withMemoisedTranslations(() => {
      const horoscope = request.at
        ? ziweiHoroscope(input, { date: request.at, hourIndex: ziweiHourIndex(request.hour) })
        : null;
      const chart = ziweiChart(input);
      const reading = ziweiReading(chart, horoscope);
      return { chart, horoscope, reading, texts: request.lang ? ziweiTexts(reading, request.lang) : null };
    });
  });

  // A few hundred bytes a day and language: the days people open (today, mostly) stay in memory.
  const dayBriefOf = cached((key): JsonBody => {
    const [date, lang] = key.split('|') as [string, UiLanguage];
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const answer = dayBriefAnswer(almanac(year, month, day), dayColours(year, month, day), lang);
    return { json: utf8Json(dayBrief.parse(answer)) };
  });

  const zeDayOf = cached(
    (key): JsonBody => {
      const query = JSON.parse(key) as ZeDayQuery;
      const pillars = zeDayPillars(query);
      const search = searchGoodDays({
        event: query.event,
        from: query.from,
        to: query.to,
        ...(query.zodiac && { zodiac: query.zodiac }),
        ...(query.partnerZodiac && { partnerZodiac: query.partnerZodiac }),
        ...(pillars && { pillars }),
        weekendsOnly: query.weekendsOnly,
      });
      return { json: utf8Json(zeDayResponse.parse(zeDayAnswer(search, pillars, query.lang))) };
    },
    { maxSize: ZE_DAY_BYTES, sizeCalculation: (body) => body.json.length },
  );

  const dayColourOf = cached((key): JsonBody => {
    const query = JSON.parse(key) as DayColourQuery & { readonly date: string };
    return { json: utf8Json(dayColourResponse.parse(dayColourAnswer(query.date, dayColourChart(query)))) };
  });

  return {
    almanacDay: (date) => calendarInput(() => ({ json: almanacOf(date) })),
    dayBrief: (date, lang) => calendarInput(() => dayBriefOf(`${date}|${lang}`)),
    // Keys are the validated requests with their fields in schema order, so equal requests share an entry.
    bazi: (query) => calendarInput(() => baziOf(JSON.stringify({ ...query, at: query.at ?? shanghaiDate(now()) }))),
    ziwei: (request) => calendarInput(() => ziweiOf(JSON.stringify(request))),
    zeDay: (query) => calendarInput(() => zeDayOf(JSON.stringify(query))),
    dayColour: (query) =>
      calendarInput(() => dayColourOf(JSON.stringify({ ...query, date: query.date ?? shanghaiDate(now()) }))),
  };
}
