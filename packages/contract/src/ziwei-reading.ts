import { z } from 'zod';

/**
 * The 紫微 reading as the API sends it (packages/core calendar/ziwei-reading): ids and
 * text codes only, so one cached answer serves every language; clients look the codes up
 * in the texts of their language. The id lists mirror core's vocabulary: the server's
 * typed answer and the web's text look-ups fail to compile if either side drifts.
 */
const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();
const codes = list(z.string()).describe('Text codes, e.g. stars.ziwei.soul, in the order to read them');

export const ziweiStarId = z.enum([
  'ziwei',
  'tianji',
  'taiyang',
  'wuqu',
  'tiantong',
  'lianzhen',
  'tianfu',
  'taiyin',
  'tanlang',
  'jumen',
  'tianxiang',
  'tianliang',
  'qisha',
  'pojun',
]);
const mutagenStarId = z.enum([...ziweiStarId.options, 'wenchang', 'wenqu', 'zuofu', 'youbi']);
export const ziweiPalaceId = z.enum([
  'soul',
  'siblings',
  'spouse',
  'children',
  'wealth',
  'health',
  'travel',
  'friends',
  'career',
  'property',
  'spirit',
  'parents',
]);
const mutagenId = z.enum(['lu', 'quan', 'ke', 'ji']);

const palaceReading = z.object({
  index: z.number().int(),
  palace: ziweiPalaceId,
  earthlyBranch: z.string(),
  borrowedFrom: ziweiPalaceId.nullable().describe('Opposite palace read here when this one has no major star'),
  stars: list(z.object({ star: ziweiStarId, brightness: z.string(), mutagen: mutagenId.nullable(), codes })),
  codes,
});

const periodReading = z.object({
  index: z.number().int(),
  palace: ziweiPalaceId.describe('The natal palace the period opens on'),
  heavenlyStem: z.string(),
  earthlyBranch: z.string(),
  stars: list(ziweiStarId),
  borrowed: z.boolean(),
  codes,
  mutagens: list(z.object({ mutagen: mutagenId, star: mutagenStarId, palace: ziweiPalaceId, codes })),
});

export const ziweiReadingSchema = z
  .object({
    palaces: list(palaceReading),
    summary: z.object({
      soul: z.object({ earthlyBranch: z.string(), stars: list(ziweiStarId), borrowed: z.boolean(), codes }),
      body: z.object({ palace: ziweiPalaceId, earthlyBranch: z.string(), codes }),
    }),
    decadal: periodReading.nullable().describe('大限 on the request’s `at` date'),
    yearly: periodReading.nullable().describe('流年 on the request’s `at` date'),
  })
  .meta({ id: 'ZiweiReading' });

export type ZiweiReadingResponse = z.infer<typeof ziweiReadingSchema>;
