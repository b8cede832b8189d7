import { QUESTION_KINDS, type QuestionKind } from '@tarot/core/qimen/reading/question';
import { z } from 'zod';
import { dateTimeText, isoDate } from './calendar';
import { endpoint } from './endpoint';
import { UI_LANGUAGES } from './preferences';

/**
 * The public 奇门遁甲 API: the hour chart of a moment on the rotating board, its patterns and a
 * reading for the question asked. Terms are the chart's Chinese (stems, stars 天蓬…天英, doors
 * 休门…开门, gods), as in the 八字 API; ids are English; the questions are core's list. The shapes mirror
 * packages/core/src/qimen; apps/server checks at compile time that core's values fit them.
 */

export const QIMEN_QUESTIONS = QUESTION_KINDS;
export type QimenQuestion = QuestionKind;

/** Years a chart can be cast for. */
export const QIMEN_MIN_YEAR = 1901;
export const QIMEN_MAX_YEAR = 2099;

const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();
const palaceNumber = z.number().int().min(1).max(9);

export const qimenQuery = z.object({
  date: isoDate.describe(`The day, YYYY-MM-DD (${QIMEN_MIN_YEAR}–${QIMEN_MAX_YEAR})`),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm, 00:00–23:59')
    .describe('Wall-clock time in the zone, HH:mm'),
  tz: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/, 'tz must be an IANA time zone such as Asia/Shanghai')
    .default('Asia/Shanghai')
    .describe('IANA time zone of the wall clock; summer time and historical offsets count'),
  longitude: z.coerce
    .number()
    .min(-180)
    .max(180)
    .optional()
    .describe('Degrees east; when given, the day and hour 干支 follow true solar time there'),
  method: z
    .enum(['chaibu', 'zhirun'])
    .default('chaibu')
    .describe('How the 局 is found: 拆补法 (chaibu) or 置闰法 (zhirun, docs/decisions/0022)'),
  question: z.enum(QIMEN_QUESTIONS).default('general').describe('What the reading answers'),
  lang: z.enum(UI_LANGUAGES).default('zh-Hans').describe('Language of the patterns’ texts and the reading'),
});

const mark = z.enum(['旬空', '驿马', '门迫', '入墓', '击刑']);
const seasonState = z.enum(['旺', '相', '休', '囚', '死']);

const qimenPalace = z.object({
  palace: palaceNumber,
  trigram: z.string(),
  earthStem: z.string().describe('地盘 stem'),
  heavenStem: z.string().nullable().describe('天盘 stem; null in palace 5'),
  star: z.string().nullable(),
  door: z.string().nullable(),
  god: z.string().nullable(),
  lodged: z
    .object({
      earthStem: z.string().optional().describe('In palace 2: the 地盘 stem of 中五 (中五寄坤)'),
      star: z.string().optional().describe('天禽, riding with 天芮'),
      heavenStem: z.string().optional().describe('The 天盘 stem 天禽 carries (中五’s 地盘 stem)'),
    })
    .nullable(),
  marks: list(mark),
  state: seasonState.describe('旺相休囚死 of the palace’s element in the month'),
});

const qimenPattern = z.object({
  id: z.string(),
  name: z.string().describe('The pattern’s Chinese name, e.g. 青龙返首'),
  nature: z.enum(['auspicious', 'inauspicious']),
  palaces: list(palaceNumber).describe('Where it forms; empty for a whole-board pattern (伏吟, 反吟, 五不遇时)'),
  label: z.string().describe('Its name in `lang`'),
  text: z.string().describe('What it means, in `lang`'),
});

const qimenReading = z.object({
  question: z.enum(QIMEN_QUESTIONS),
  questionName: z.string(),
  tone: z.enum(['open', 'mixed', 'closed']),
  yongShen: z.object({ name: z.string(), label: z.string(), palace: palaceNumber }),
  asker: z.object({ stem: z.string(), label: z.string(), palace: palaceNumber }),
  relation: z.enum(['together', 'helps', 'controls', 'alike', 'gives', 'presses']),
  matterState: seasonState,
  askerState: seasonState,
  matterVoid: z.boolean(),
  matterInTomb: z.boolean(),
  askerInTomb: z.boolean(),
  doorPressed: z.boolean(),
  lines: list(z.object({ code: z.string(), text: z.string() })),
});

export const qimenResponse = z
  .object({
    moment: z.object({
      civil: dateTimeText,
      zone: z.string(),
      utcOffsetMinutes: z.number().int(),
      beijing: dateTimeText.describe('The instant in Beijing time, against which the solar terms are read'),
      clock: dateTimeText.describe('The clock the day and hour 干支 are read from'),
      clockKind: z.enum(['true-solar', 'standard']),
      trueSolarOffsetMinutes: z.number().optional(),
      longitude: z.number().optional(),
    }),
    dayChange: z.literal('23:00'),
    pillars: z.object({ year: z.string(), month: z.string(), day: z.string(), hour: z.string() }),
    method: z.enum(['chaibu', 'zhirun']),
    dun: z.enum(['yang', 'yin']),
    ju: z.number().int().min(1).max(9),
    yuan: z.enum(['upper', 'middle', 'lower']),
    solarTerm: z.object({ name: z.string(), time: z.string().describe('Beijing time, YYYY-MM-DD HH:mm:ss') }),
    fuTou: z.string(),
    zhirun: z.object({ leadDays: z.number().int(), leap: z.boolean() }).optional(),
    xunShou: z.string(),
    xunShouStem: z.string(),
    zhiFu: z.object({ star: z.string(), palace: palaceNumber }),
    zhiShi: z.object({ door: z.string(), palace: palaceNumber }),
    palaces: list(qimenPalace),
    voids: z.object({ hour: list(z.string()), day: list(z.string()) }),
    horse: z.object({ branch: z.string(), palace: palaceNumber }),
    season: z.string(),
    patterns: list(qimenPattern),
    reading: qimenReading,
  })
  .meta({ id: 'QimenResponse' });

export type QimenQuery = z.infer<typeof qimenQuery>;
export type QimenResponse = z.infer<typeof qimenResponse>;

export const getQimenChart = endpoint({
  method: 'GET',
  path: '/api/v1/qimen',
  tags: ['calendar'],
  summary: '奇门遁甲: the hour chart of a moment, its patterns and a reading for a question',
  description:
    '400 INVALID_PARAM for a malformed value, INVALID_DATE for a day that does not exist, ' +
    'QIMEN_OUT_OF_RANGE outside 1901–2099, INVALID_TIME_ZONE for a zone the server does not know.',
  query: qimenQuery,
  response: qimenResponse,
  errors: [400],
});
