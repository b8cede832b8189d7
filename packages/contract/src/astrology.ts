import { ASPECT_TYPES } from '@tarot/core/astrology/aspects';
import { BODY_IDS } from '@tarot/core/astrology/bodies';
import { z } from 'zod';
import { isoDate } from './calendar';
import { endpoint } from './endpoint';
import { ASTRO_SIGNS } from './zodiac-signs';
import { UI_LANGUAGES } from './preferences';

/**
 * The public 星座 API: natal charts, sign horoscopes and a chart's transits, all computed,
 * never stored. Longitudes are tropical, apparent geocentric ecliptic degrees of date
 * (0–360); ids are English and core's own lists (one list of bodies, signs and aspects). The
 * answers' shapes mirror packages/core/src/astrology; apps/server checks at compile time that
 * core's values fit them.
 */

export const ASTRO_BODIES = BODY_IDS;
export const ASTRO_POINTS = [...ASTRO_BODIES, 'asc', 'mc'] as const;
export const ASTRO_ASPECTS = ASPECT_TYPES;
export const HOUSE_SYSTEM_IDS = ['placidus', 'whole-sign', 'porphyry'] as const;
export const HOROSCOPE_PERIOD_IDS = ['day', 'week', 'month'] as const;
export const TRANSIT_PERIOD_IDS = ['day', 'week'] as const;
export const MOON_PHASE_IDS = [
  'new',
  'waxing-crescent',
  'first-quarter',
  'waxing-gibbous',
  'full',
  'waning-gibbous',
  'last-quarter',
  'waning-crescent',
] as const;

/** Years a chart can be drawn for; accuracy against the Swiss Ephemeris is tested for 1900–2050. */
export const ASTRO_MIN_YEAR = 1900;
export const ASTRO_MAX_YEAR = 2100;

const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm, 00:00–23:59');
const zone = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/, 'tz must be an IANA time zone such as Asia/Shanghai')
  .describe('IANA time zone of the birth clock; summer time and historical offsets count');
const lang = z.enum(UI_LANGUAGES).default('zh-Hans').describe('Language of the reading');
const place = {
  tz: zone,
  lat: z.coerce.number().min(-90).max(90).describe('Latitude of the birthplace, degrees north'),
  lon: z.coerce.number().min(-180).max(180).describe('Longitude of the birthplace, degrees east'),
  houses: z.enum(HOUSE_SYSTEM_IDS).default('placidus').describe('House system'),
};

export const natalQuery = z.object({
  date: isoDate.describe(`Birth date, YYYY-MM-DD (${ASTRO_MIN_YEAR}–${ASTRO_MAX_YEAR})`),
  time: hhmm.optional().describe('Birth time on the zone’s clock, HH:mm; leave out when unknown'),
  ...place,
  lang,
});

const chartBody = z.object({
  id: z.enum(ASTRO_BODIES),
  longitude: z.number().min(0).max(360),
  speed: z.number().describe('Degrees per day; negative while retrograde'),
  retrograde: z.boolean(),
  sign: z.enum(ASTRO_SIGNS),
  degree: z.number().describe('Degrees into the sign, 0–30'),
  house: z.number().int().min(1).max(12).optional().describe('Absent with an unknown time'),
});

const aspect = z.object({
  a: z.enum(ASTRO_POINTS),
  b: z.enum(ASTRO_POINTS),
  type: z.enum(ASTRO_ASPECTS),
  orb: z.number().describe('Degrees from exact'),
  applying: z.boolean(),
});

const readingLine = z.object({ code: z.string(), text: z.string() });

export const natalResponse = z
  .object({
    utc: z.string().describe('The birth instant, ISO 8601 UTC; local noon with an unknown time'),
    zone: z.string(),
    bodies: list(chartBody),
    angles: z.object({ asc: z.number(), mc: z.number() }).nullable().describe('Null with an unknown time'),
    houses: z
      .object({
        system: z.enum(HOUSE_SYSTEM_IDS),
        fallbackFrom: z.enum(HOUSE_SYSTEM_IDS).optional().describe('Placidus asked beyond the polar circles'),
        cusps: z.array(z.number()).length(12).readonly(),
      })
      .nullable(),
    aspects: list(aspect),
    moonRange: z
      .object({ from: z.number(), to: z.number(), signs: list(z.enum(ASTRO_SIGNS)) })
      .nullable()
      .describe('With an unknown time: the Moon’s longitude at the day’s start and end'),
    reading: list(readingLine),
  })
  .meta({ id: 'NatalResponse' });

export const horoscopeQuery = z.object({
  sign: z.enum(ASTRO_SIGNS),
  date: isoDate.optional().describe('A day on the Asia/Shanghai calendar; today there when left out'),
  period: z.enum(HOROSCOPE_PERIOD_IDS).default('day').describe('The day, its week from Monday, or its month'),
  lang,
});

const horoscopeLine = z.object({
  code: z.string(),
  transit: z.string().describe('The transit that causes the line, named'),
  dates: z.string().describe('When, on the Asia/Shanghai clock (MM-DD HH:mm)'),
  text: z.string(),
});

export const horoscopeResponse = z
  .object({
    sign: z.enum(ASTRO_SIGNS),
    period: z.enum(HOROSCOPE_PERIOD_IDS),
    start: z.string().describe('First day, YYYY-MM-DD'),
    end: z.string().describe('Last day, YYYY-MM-DD'),
    lines: list(horoscopeLine),
    sky: z.object({
      moonSign: z.enum(ASTRO_SIGNS).describe('At the period’s middle'),
      phase: z.enum(MOON_PHASE_IDS),
      illumination: z.number().min(0).max(1),
      retrograde: list(z.enum(ASTRO_BODIES)).describe('Mercury to Pluto retrograde at the period’s middle'),
    }),
  })
  .meta({ id: 'HoroscopeResponse' });

export const transitsQuery = z.object({
  birthDate: isoDate.describe(`Birth date, YYYY-MM-DD (${ASTRO_MIN_YEAR}–${ASTRO_MAX_YEAR})`),
  birthTime: hhmm.optional().describe('Birth time, HH:mm; without it the angles take no transits'),
  ...place,
  date: isoDate.optional().describe('The day of the transits on the `tz` calendar; today there when left out'),
  period: z
    .enum(TRANSIT_PERIOD_IDS)
    .default('day')
    .describe('That day, or its week from Monday (the Moon left out: its contacts last hours)'),
  lang,
});

const transit = z.object({
  transiting: z.enum(ASTRO_BODIES),
  natal: z.enum(ASTRO_POINTS),
  type: z.enum(ASTRO_ASPECTS),
  orb: z.number().describe('Degrees from exact at its closest within the period'),
  applying: z.boolean(),
  exact: list(z.string()).describe('The instants it is exact, ISO 8601 UTC'),
  start: z.string().nullable().describe('When it comes into orb; null beyond the search reach'),
  end: z.string().nullable(),
  code: z.string().describe('transit.<nature>.<phase>: conjunction | harmonious | challenging, exact | applying | separating'),
  transit: z.string(),
  dates: z.string(),
  text: z.string(),
});

export const transitsResponse = z
  .object({
    period: z.enum(TRANSIT_PERIOD_IDS),
    date: z.string().describe('First day, YYYY-MM-DD'),
    end: z.string().describe('Last day, YYYY-MM-DD'),
    from: z.string().describe('The period’s first instant, ISO 8601 UTC'),
    to: z.string(),
    transits: list(transit),
  })
  .meta({ id: 'TransitsResponse' });

export type NatalQuery = z.infer<typeof natalQuery>;
export type NatalResponse = z.infer<typeof natalResponse>;
export type HoroscopeQuery = z.infer<typeof horoscopeQuery>;
export type HoroscopeResponse = z.infer<typeof horoscopeResponse>;
export type TransitsQuery = z.infer<typeof transitsQuery>;
export type TransitsResponse = z.infer<typeof transitsResponse>;

const BIRTH_ERRORS =
  '400 INVALID_PARAM for a malformed value, INVALID_DATE for a day that does not exist, ' +
  `CHART_OUT_OF_RANGE outside ${ASTRO_MIN_YEAR}–${ASTRO_MAX_YEAR}, INVALID_TIME_ZONE for a zone the server does not know.`;

export const getNatalChart = endpoint({
  method: 'GET',
  path: '/api/v1/natal',
  tags: ['astrology'],
  summary: '星座: a natal chart — bodies, angles, houses, aspects and a written reading',
  description: BIRTH_ERRORS,
  query: natalQuery,
  response: natalResponse,
  errors: [400],
});

export const getHoroscope = endpoint({
  method: 'GET',
  path: '/api/v1/horoscope',
  tags: ['astrology'],
  summary: '星座: a sign’s horoscope for a day, week or month, from the real sky; the same for everyone',
  description:
    '400 INVALID_PARAM for a malformed value, INVALID_DATE for a day that does not exist or lies outside 1900–2100.',
  query: horoscopeQuery,
  response: horoscopeResponse,
  errors: [400],
});

export const getTransits = endpoint({
  method: 'GET',
  path: '/api/v1/transits',
  tags: ['astrology'],
  summary: '星座: a day’s or week’s transits to a natal chart, with their exact times',
  description: BIRTH_ERRORS,
  query: transitsQuery,
  response: transitsResponse,
  errors: [400],
});
