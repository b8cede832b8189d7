/**
 * A tarot reading in the public API (`POST /api/v1/tarot/reading`): the reading the app's reading
 * page tells for a spread, its cards and the question, in any interface language. The spreads'
 * ids and sizes mirror packages/core's tarot/spreads.ts (test/tarot-reading.test.ts holds them
 * equal); the reading itself is core's interpretReading put into words by composeReading.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import type { ServerErrorCode } from './errors';
import { UI_LANGUAGES } from './preferences';
import { text } from './text';

/** Each spread by its id, with the number of cards it lays. */
export const TAROT_SPREAD_SIZES = {
  single: 1,
  'three-times': 3,
  'holy-triangle': 3,
  'four-elements': 4,
  'five-cards': 5,
  hexagram: 7,
  horseshoe: 7,
  'celtic-cross': 10,
  'love-pyramid': 4,
  relationship: 6,
  'career-path': 5,
  'work-situation': 3,
  'year-ahead': 12,
  'seven-days': 7,
  'wealth-flow': 3,
  'two-choices': 5,
  'yes-no': 1,
} as const satisfies Record<string, number>;

type SpreadId = keyof typeof TAROT_SPREAD_SIZES;
const SPREAD_IDS = Object.keys(TAROT_SPREAD_SIZES) as [SpreadId, ...SpreadId[]];

/** One of the 78 cards: the majors 00–21, each suit's ace to king 01–14; `reversed` if it lies upside down. */
const tarotCard = z.object({
  id: z
    .string()
    .regex(/^(major-(0\d|1\d|2[01])|(wands|cups|swords|pentacles)-(0[1-9]|1[0-4]))$/)
    .describe('major-00 (The Fool) … major-21, wands-01 (ace) … pentacles-14 (king)'),
  reversed: z.boolean(),
});

/** The error handler answers with `params.code` instead of INVALID_PARAM. */
const problem = (code: Extract<ServerErrorCode, `TAROT_${string}`>, message: string) => ({
  message,
  params: { code },
});

export const tarotReadingRequest = z
  .object({
    question: text().trim().max(140).default('').describe('The question asked, if any; its topic picks the reading'),
    spread: z.enum(SPREAD_IDS).describe('The spread the cards were laid in'),
    cards: z
      .array(tarotCard)
      .min(1)
      .max(12)
      .describe('The cards in the order the spread lays them, each upright or reversed'),
    lang: z.enum(UI_LANGUAGES).default('zh-Hans').describe('Language of the reading: any interface language'),
  })
  .refine(
    (body) => body.cards.length === TAROT_SPREAD_SIZES[body.spread],
    problem('TAROT_CARD_COUNT', 'The spread lays a different number of cards'),
  )
  .refine(
    (body) => new Set(body.cards.map((card) => card.id)).size === body.cards.length,
    problem('TAROT_CARD_REPEATED', 'A card is drawn twice'),
  )
  .meta({ id: 'TarotReadingRequest' });

const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();
const strings = list(z.string());

export const tarotReadingResponse = z
  .object({
    spread: z.string(),
    language: z.enum(UI_LANGUAGES).describe('The language the texts are in'),
    question: z.string(),
    topic: z
      .string()
      .describe(
        'What the question is about: love, relationship, reconciliation, career, study, money, property, health, decision or general',
      ),
    area: z
      .enum(['love', 'career', 'wealth', 'health'])
      .nullable()
      .describe('The life area every card is read in; null reads the cards’ general meanings'),
    tone: z.enum(['flowing', 'mixed', 'inward']).describe('No card reversed, some, or more than half'),
    answer: z.object({
      kind: z.enum(['yesNo', 'choice']).describe('A yes-or-no answer, or the two paths of a two-choice spread'),
      asked: z.boolean().describe('Whether the reading tells it: yes-or-no questions and decision spreads'),
      leaning: z
        .enum(['yes', 'no', 'notYet', 'depends', 'pathA', 'pathB', 'even'])
        .describe('yesNo: yes, no, notYet or depends; choice: pathA, pathB or even'),
      weights: z
        .object({ yes: z.number(), no: z.number(), notYet: z.number(), depends: z.number() })
        .nullable()
        .describe('The weight of the cards behind each answer (yesNo only)'),
      carriers: list(z.number().int()).describe('The positions (0-based) of the cards that carry the leaning'),
      counter: z.number().int().nullable().describe('The position of the heaviest card pulling the other way'),
      text: z.string().nullable().describe('The bottom line in words; null when the reading does not tell it'),
    }),
    positions: list(
      z.object({
        position: z.object({ index: z.number().int(), key: z.string(), name: z.string() }),
        card: z.object({ id: z.string(), name: z.string(), reversed: z.boolean() }),
        frame: z.string().describe('How the position is read: past, present, future, challenge, advice, outcome …'),
        polarity: z.enum(['yes', 'no', 'notYet', 'depends']).describe('How the card answers in this position'),
        text: z.string().describe('The card read in its position'),
      }),
    ),
    summary: z
      .object({
        opening: z.string(),
        lens: z.string().describe('How the cards were read: in which area, what they can and cannot say'),
        narrative: strings.describe('Paired positions read against each other, quoting both cards'),
        patterns: strings,
        answer: z.string().nullable(),
        closing: strings,
      })
      .describe('The reading told as the app tells it after the cards, in order'),
  })
  .meta({ id: 'TarotReadingResponse' });

export type TarotReadingRequest = z.infer<typeof tarotReadingRequest>;
export type TarotReadingResponse = z.infer<typeof tarotReadingResponse>;

export const postTarotReading = endpoint({
  method: 'POST',
  path: '/api/v1/tarot/reading',
  tags: ['tarot'],
  summary: 'A tarot reading: the spread’s cards read for the question, as the app reads them',
  body: tarotReadingRequest,
  response: tarotReadingResponse,
  errors: [400],
});
