import { z } from 'zod';
import { endpoint } from './endpoint';
import { UI_LANGUAGES } from './preferences';
import { text } from './text';
import { ziweiReadingSchema } from './ziwei-reading';

/**
 * The public calendar API (`/api/v1/*`): what other clients send and get back. The
 * shapes mirror packages/core's calendar types; apps/server checks at compile time
 * that core's values fit them (test/calendar-contract.test.ts).
 */

const MIN_YEAR = 1801;
const MAX_YEAR = 2199;
/** Core returns readonly arrays; responses declare them so (JSON Schema marks them readOnly). */
const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();
const strings = list(z.string());
export const dateTimeText = z.object({
  year: z.number().int(),
  month: z.number().int(),
  day: z.number().int(),
  hour: z.number().int(),
  minute: z.number().int(),
  second: z.number().int(),
  text: z.string().describe('YYYY-MM-DD HH:mm:ss'),
});

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .describe('A Gregorian date, YYYY-MM-DD');

// ——— 八字 ———

/** A zone the runtime knows (tz database name); anything else is INVALID_TIME_ZONE. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const ianaTimeZone = z
  .string()
  .max(64)
  .refine(isKnownTimeZone, { message: 'INVALID_TIME_ZONE', params: { code: 'INVALID_TIME_ZONE' } })
  .describe('IANA time zone of the clock the time was read from; summer time and historical offsets count');

/** Query strings are inlined in OpenAPI (a $ref there is not resolved), so no schema id. */
export const baziQuery = z.object({
  date: isoDate.describe('Birth date, YYYY-MM-DD (Gregorian, or lunar with calendar=lunar)'),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm, 00:00–23:59')
    .describe('Beijing civil time of birth, HH:mm'),
  gender: z.enum(['male', 'female']),
  ziSect: z
    .enum(['nextDay', 'sameDay'])
    .default('nextDay')
    .describe('Late 子 hour (23:00–24:00): the day pillar turns at 23:00 (nextDay) or at midnight (sameDay)'),
  longitude: z.coerce
    .number()
    .min(-180)
    .max(180)
    .optional()
    .describe('Degrees east of the birthplace; when given, day and hour pillars use true solar time'),
  tz: ianaTimeZone
    .optional()
    .describe(
      'IANA zone of the clock `time` was read from (a birth abroad, or Asia/Shanghai to take out 1986–1991 summer time); the chart is cast in the Beijing time it names',
    ),
  calendar: z.enum(['solar', 'lunar']).default('solar'),
  leapMonth: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('With calendar=lunar: the date is in the leap month'),
  pro: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('Also return 神煞, 刑冲合会, 胎元, 胎息, 命宫 and 身宫'),
  lang: z.enum(UI_LANGUAGES).default('zh-Hans').describe('Language of the written reading: any interface language'),
  at: isoDate.optional().describe('The date the current 大运 and 流年 are read at; default: today in Beijing'),
});

const hiddenStem = z.object({ stem: z.string(), element: z.string(), tenGod: z.string(), kind: z.string() });
const pillarDetail = z.object({
  ganZhi: z.string(),
  stem: z.string(),
  branch: z.string(),
  stemElement: z.string(),
  branchElement: z.string(),
  stemYinYang: z.enum(['阳', '阴']),
  tenGod: z.string(),
  hiddenStems: list(hiddenStem),
  naYin: z.string(),
  xingYun: z.string(),
  ziZuo: z.string(),
  kongWang: z.string(),
});
const lunarDate = z.object({
  year: z.number().int(),
  month: z.number().int(),
  day: z.number().int(),
  leap: z.boolean(),
  monthName: z.string(),
  dayName: z.string(),
  text: z.string(),
});
const elementCounts = z.record(z.string(), z.number().int());
const yearFortune = z.object({ year: z.number().int(), age: z.number().int(), ganZhi: z.string(), tenGod: z.string() });

export const baziChartSchema = z
  .object({
    gender: z.enum(['male', 'female']),
    ziSect: z.enum(['nextDay', 'sameDay']),
    solarTime: dateTimeText,
    trueSolarTime: dateTimeText
      .extend({
        longitude: z.number(),
        longitudeMinutes: z.number(),
        equationOfTimeMinutes: z.number(),
        offsetMinutes: z.number(),
      })
      .nullable(),
    lunar: lunarDate,
    zodiac: z.string(),
    constellation: z.string(),
    eightChar: z.string(),
    pillars: z.object({ year: pillarDetail, month: pillarDetail, day: pillarDetail, hour: pillarDetail }),
    dayMaster: z.object({ stem: z.string(), element: z.string(), yinYang: z.enum(['阳', '阴']) }),
    elements: z.object({ visible: elementCounts, withHidden: elementCounts }),
    childLimit: z.object({
      forward: z.boolean(),
      direction: z.enum(['顺行', '逆行']),
      jie: z.object({ name: z.string(), time: dateTimeText }),
      years: z.number().int(),
      months: z.number().int(),
      days: z.number().int(),
      hours: z.number().int(),
      minutes: z.number().int(),
      startTime: dateTimeText,
      startAge: z.number().int(),
      startYear: z.number().int(),
    }),
    decades: list(
      z.object({
        index: z.number().int(),
        ganZhi: z.string(),
        stem: z.string(),
        branch: z.string(),
        tenGod: z.string(),
        startAge: z.number().int(),
        endAge: z.number().int(),
        startYear: z.number().int(),
        endYear: z.number().int(),
        years: list(yearFortune),
      }),
    ),
  })
  .meta({ id: 'BaziChart' });

const signPillar = z.object({ ganZhi: z.string(), naYin: z.string() });
export const baziProSchema = z
  .object({
    shenSha: z.object({ year: strings, month: strings, day: strings, hour: strings }),
    decadeShenSha: list(z.object({ ganZhi: z.string(), startYear: z.number().int(), shenSha: strings })),
    relations: list(z.object({ kind: z.string(), pillars: strings, text: z.string() })),
    taiYuan: signPillar,
    taiXi: signPillar,
    mingGong: signPillar,
    shenGong: signPillar,
  })
  .meta({ id: 'BaziPro' });

// ——— 八字 reading (core's calendar/bazi/reading, put into words) ———

const readingLine = z.object({ code: z.string(), text: z.string() });
const readingLines = list(readingLine);
const godCategory = z.enum(['peer', 'resource', 'output', 'wealth', 'officer']);
const elementRole = z.object({
  element: z.string(),
  elementName: z.string(),
  category: godCategory,
  categoryName: z.string(),
  basis: z
    .enum(['pattern', 'support', 'restraint', 'climate', 'bridge', 'follow', 'dominant'])
    .describe(
      'Why it is listed: the 格局’s need (pattern), 扶 or 抑 as 病药 (support, restraint), 调候 (climate), 通关 (bridge), a 从格 (follow) or 专旺 (dominant); 喜神 and 忌神 carry their 用神’s',
    ),
  reason: readingLine,
});
const incomingPart = z.object({
  char: z.string(),
  element: z.string(),
  tenGod: z.string().describe('十神 against the day master (a branch by its 本气)'),
  fit: z.enum(['useful', 'favourable', 'unfavourable', 'neutral']),
});
const incomingPillar = z.object({
  ganZhi: z.string(),
  stem: incomingPart,
  branch: incomingPart,
  notes: readingLines,
});

export const baziReadingSchema = z
  .object({
    language: z.enum(UI_LANGUAGES).describe('The language the texts are in'),
    strength: z
      .object({
        score: z
          .number()
          .int()
          .describe('0–100: the share of the weighed chart that supports the day master; 50 is an even balance'),
        level: z.enum(['veryWeak', 'weak', 'balanced', 'strong', 'veryStrong']),
        levelName: z.string(),
        season: z.enum(['prosperous', 'supported', 'resting', 'confined', 'dead']).describe('旺 相 休 囚 死'),
        parts: z
          .object({
            season: z.number().int(),
            roots: z.number().int(),
            stems: z.number().int(),
            officer: z.number().int(),
            output: z.number().int(),
            wealth: z.number().int(),
          })
          .describe('得令 + 得地 + 得势 = score; 官杀 (克) + 食伤 (泄) + 财 (耗) = 100 − score'),
        reasons: readingLines,
      })
      .describe('The one strength judgement of the chart: the app shows the same everywhere'),
    pattern: z.object({ code: z.string(), name: z.string(), about: z.string(), reasons: readingLines }),
    elements: z.object({
      useful: list(elementRole).describe('用神'),
      favourable: list(elementRole).describe('喜神'),
      unfavourable: list(elementRole).describe('忌神'),
    }),
    areas: z.object({
      personality: readingLines,
      career: readingLines,
      wealth: readingLines,
      relationships: readingLines,
      health: readingLines,
    }),
    fortune: z.object({
      at: isoDate,
      decade: incomingPillar
        .extend({
          startYear: z.number().int(),
          endYear: z.number().int(),
          startAge: z.number().int(),
          endAge: z.number().int(),
        })
        .nullable()
        .describe('The 大运 in force on `at`; null before the first begins'),
      notes: readingLines,
      years: list(incomingPillar.extend({ year: z.number().int() })).describe('流年 of `at`’s year and the next'),
    }),
  })
  .meta({ id: 'BaziReading' });

/** The public answer: the whole chart, its pillars as 干支 strings, their details beside them. */
export const baziResponse = baziChartSchema
  .omit({ pillars: true })
  .extend({
    pillars: z.object({ year: z.string(), month: z.string(), day: z.string(), hour: z.string() }),
    pillarDetails: z.object({ year: pillarDetail, month: pillarDetail, day: pillarDetail, hour: pillarDetail }),
    pro: baziProSchema.nullable(),
    reading: baziReadingSchema,
    localTime: z
      .object({ text: z.string(), zone: z.string() })
      .optional()
      .describe('With tz: the time as entered, on that clock; solarTime is then the Beijing time the chart is cast in'),
  })
  .meta({ id: 'BaziResponse' });

// ——— 老黄历 ———

export const almanacParams = z.object({ date: isoDate });

const clash = z.object({ zodiac: z.string(), ganZhi: z.string(), text: z.string(), sha: z.string() });
const almanacDaySchema = z
  .object({
    date: z.string(),
    weekday: z.string(),
    lunar: lunarDate,
    ganZhi: z.object({ year: z.string(), month: z.string(), day: z.string() }),
    zodiac: z.string(),
    recommends: strings,
    avoids: strings,
    clash,
    pengZu: z.tuple([z.string(), z.string()]).readonly(),
    gods: z.object({ good: strings, bad: strings }),
    twelveStar: z.object({ name: z.string(), ecliptic: z.string(), luck: z.string() }),
    duty: z.string(),
    twentyEightStar: z.object({
      name: z.string(),
      full: z.string(),
      luck: z.string(),
      zone: z.string(),
      beast: z.string(),
    }),
    fetus: z.string(),
    directions: z.object({
      joy: z.string(),
      mascot: z.string(),
      wealth: z.string(),
      yangNoble: z.string(),
      yinNoble: z.string(),
    }),
    nineStar: z.object({ name: z.string(), color: z.string(), element: z.string(), text: z.string() }),
    term: z.object({ name: z.string(), dayIndex: z.number().int(), startsAt: dateTimeText.nullable() }),
    phenology: z.object({ name: z.string(), which: z.string(), ofTerm: strings }),
    festivals: z.object({
      solar: strings,
      lunar: strings,
      legalHoliday: z.object({ name: z.string(), work: z.boolean() }).nullable(),
    }),
    seasons: list(z.object({ name: z.string(), day: z.number().int().nullable() })),
    moonPhase: z.string(),
    sixStar: z.string(),
    hours: list(
      z.object({
        index: z.number().int(),
        branch: z.string(),
        ganZhi: z.string(),
        range: z.string(),
        twelveStar: z.string(),
        ecliptic: z.string(),
        luck: z.string(),
        clash,
        recommends: strings,
        avoids: strings,
      }),
    ),
  })
  .meta({ id: 'AlmanacDay' });

/** The public answer: the almanac's headline fields by their usual names, the whole day under `details`. */
export const almanacResponse = z
  .object({
    date: z.string(),
    lunarDate: z.string().describe('e.g. 农历甲辰年正月初一'),
    ganzhi: z.object({ year: z.string(), month: z.string(), day: z.string() }),
    zodiac: z.string(),
    yi: strings.describe('宜, the library’s terms'),
    ji: strings.describe('忌, the library’s terms'),
    chong: z.string().describe('冲, e.g. 冲狗(戊戌)'),
    sha: z.string().describe('煞方, e.g. 南'),
    zhiXing: z.string().describe('建除十二值星'),
    zhiShen: z.string().describe('值神 and 黄道/黑道'),
    xiu: z.string().describe('二十八宿, e.g. 井木犴'),
    pengzu: strings.describe('彭祖百忌, the stem and branch sayings'),
    details: almanacDaySchema,
  })
  .meta({ id: 'AlmanacResponse' });

// ——— 紫微斗数 ———

export const ziweiRequest = z
  .object({
    calendar: z.enum(['solar', 'lunar']).default('solar'),
    year: z.number().int().min(MIN_YEAR).max(MAX_YEAR),
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(31),
    leapMonth: z.boolean().default(false).describe('Lunar only: the date is in the leap month'),
    hour: z.number().int().min(0).max(23),
    minute: z.number().int().min(0).max(59),
    gender: z.enum(['male', 'female']),
    at: isoDate.optional().describe('Also return the 大限, 小限 and 流年 … in force on this date'),
    lang: z
      .enum(UI_LANGUAGES)
      .optional()
      .describe('Also return the reading’s texts in this interface language (`texts`); without it, codes only'),
  })
  .meta({ id: 'ZiweiRequest' });

const ziweiStar = z.object({ name: z.string(), type: z.string(), brightness: z.string(), mutagen: z.string() });
const ziweiPalace = z.object({
  index: z.number().int(),
  name: z.string(),
  heavenlyStem: z.string(),
  earthlyBranch: z.string(),
  isBodyPalace: z.boolean(),
  isOriginalPalace: z.boolean(),
  majorStars: list(ziweiStar),
  minorStars: list(ziweiStar),
  adjectiveStars: list(ziweiStar),
  changsheng12: z.string(),
  boshi12: z.string(),
  jiangqian12: z.string(),
  suiqian12: z.string(),
  decadal: z.object({
    range: z.tuple([z.number(), z.number()]).readonly(),
    heavenlyStem: z.string(),
    earthlyBranch: z.string(),
  }),
  ages: list(z.number()),
});
export const ziweiChartSchema = z
  .object({
    gender: z.string(),
    solarDate: z.string(),
    lunarDate: z.string(),
    chineseDate: z.string(),
    time: z.string(),
    timeRange: z.string(),
    sign: z.string(),
    zodiac: z.string(),
    soulPalaceBranch: z.string(),
    bodyPalaceBranch: z.string(),
    soul: z.string(),
    body: z.string(),
    fiveElementsClass: z.string(),
    palaces: list(ziweiPalace),
  })
  .meta({ id: 'ZiweiChart' });

const horoscopeItem = z.object({
  index: z.number().int(),
  name: z.string(),
  heavenlyStem: z.string(),
  earthlyBranch: z.string(),
  palaceNames: strings,
  mutagen: strings,
  stars: list(strings),
});
export const ziweiHoroscopeSchema = z
  .object({
    solarDate: z.string(),
    lunarDate: z.string(),
    decadal: horoscopeItem,
    age: horoscopeItem.extend({ nominalAge: z.number().int() }),
    yearly: horoscopeItem,
    monthly: horoscopeItem,
    daily: horoscopeItem,
    hourly: horoscopeItem,
  })
  .meta({ id: 'ZiweiHoroscope' });

const nameTable = z.record(z.string(), z.string());
export const ziweiTextsSchema = z
  .object({
    language: z.enum(UI_LANGUAGES).describe('The language the texts are in'),
    names: z
      .object({ stars: nameTable, palaces: nameTable, mutagens: nameTable, patterns: nameTable })
      .describe('The names of the ids the reading uses (stars, palaces, 四化, patterns) in the language'),
    lines: z
      .record(z.string(), z.string())
      .describe('Every text code the reading uses (each `codes` list), with its text in the language'),
  })
  .meta({ id: 'ZiweiTexts' });

export const ziweiResponse = z
  .object({
    chart: ziweiChartSchema,
    horoscope: ziweiHoroscopeSchema.nullable(),
    reading: ziweiReadingSchema,
    texts: ziweiTextsSchema.nullable().describe('The reading in words, when the request names a `lang`'),
  })
  .meta({ id: 'ZiweiResponse' });

export type BaziQuery = z.infer<typeof baziQuery>;
export type BaziResponse = z.infer<typeof baziResponse>;
export type BaziReadingResponse = z.infer<typeof baziReadingSchema>;
export type AlmanacResponse = z.infer<typeof almanacResponse>;
export type ZiweiRequest = z.infer<typeof ziweiRequest>;
export type ZiweiResponse = z.infer<typeof ziweiResponse>;

// ——— Saved charts (signed in) ———

/** Birth data as the chart form collects it; the chart itself is recomputed from it. */
export const chartBirth = z
  .object({
    name: text().trim().max(20).default(''),
    gender: z.enum(['male', 'female']),
    calendar: z.enum(['solar', 'lunar']),
    year: z.number().int().min(MIN_YEAR).max(MAX_YEAR),
    month: z
      .number()
      .int()
      .min(-12)
      .max(12)
      .refine((m) => m !== 0, 'month cannot be 0'),
    day: z.number().int().min(1).max(31),
    hour: z.number().int().min(0).max(23),
    minute: z.number().int().min(0).max(59),
    place: z.object({ province: text().min(1).max(10), city: text().min(1).max(10) }).nullable(),
    trueSolar: z.boolean(),
    ziSect: z.enum(['nextDay', 'sameDay']),
  })
  .meta({ id: 'ChartBirth' });

export const chartIdParams = z.object({ id: z.uuid() });

export type ChartBirth = z.infer<typeof chartBirth>;

export const getAlmanacDay = endpoint({
  method: 'GET',
  path: '/api/v1/almanac/:date',
  tags: ['calendar'],
  summary: '老黄历: one day of the almanac',
  params: almanacParams,
  response: almanacResponse,
  errors: [400],
});

export const getBaziChart = endpoint({
  method: 'GET',
  path: '/api/v1/bazi',
  tags: ['calendar'],
  summary: '八字排盘: the birth chart, optionally with 神煞 and 刑冲合会',
  query: baziQuery,
  response: baziResponse,
  errors: [400],
});

export const getZiweiChart = endpoint({
  method: 'POST',
  path: '/api/v1/ziwei',
  tags: ['calendar'],
  summary: '紫微斗数: the astrolabe, optionally with the periods in force on a date',
  body: ziweiRequest,
  response: ziweiResponse,
  errors: [400],
});
