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
/** 六吉, 六煞, 禄存 and 天马. */
export const ziweiMinorStarId = z.enum([
  'wenchang',
  'wenqu',
  'zuofu',
  'youbi',
  'tiankui',
  'tianyue',
  'qingyang',
  'tuoluo',
  'huoxing',
  'lingxing',
  'dikong',
  'dijie',
  'lucun',
  'tianma',
]);
export const ziweiPatternId = z.enum([
  'shaPoLang',
  'jiYueTongLiang',
  'ziFuTongGong',
  'riYueFanBei',
  'huoTan',
  'lingTan',
  'yangTuoJiaJi',
  'fuXiangChaoYuan',
  'shiZhongYinYu',
  'mingZhuChuHai',
  'riYueBingMing',
  'junChenQingHui',
  'luMaJiaoChi',
  'zuoYouJiaMing',
  'changQuJiaMing',
  'riYueJiaMing',
  'wenXingGongMing',
  'zuoYouTongGong',
  'kuiYueJiaMing',
  'riZhaoLeiMen',
  'yueLangTianMen',
  'jiXiangLiMing',
  'qiShaChaoDou',
  'sanQiJiaHui',
  'shuangLuChaoYuan',
  'kongJieJiaMing',
  'huoLingJiaMing',
]);
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
  minorStars: list(
    z.object({ star: ziweiMinorStarId, brightness: z.string(), mutagen: mutagenId.nullable(), codes }),
  ).describe('六吉, 六煞, 禄存 and 天马 standing in the palace'),
  sanFang: z
    .object({
      palaces: list(z.number().int()).describe('The palace, its opposite and its two trines (三方四正), by index'),
      lucky: list(ziweiMinorStarId).describe('六吉 met there'),
      malefic: list(ziweiMinorStarId).describe('六煞 met there'),
      mutagens: list(z.object({ mutagen: mutagenId, star: mutagenStarId, index: z.number().int() })).describe(
        '生年四化 standing there',
      ),
      codes,
    })
    .describe('What meets the palace from its 三方四正'),
  codes,
});

const patternReading = z.object({
  id: ziweiPatternId,
  nature: z.enum(['auspicious', 'mixed', 'challenging']),
  spoiled: z.boolean().describe('Formed, but met by 化忌 or two 六煞 (破格)'),
  codes,
});

const frame = z
  .enum(['decade', 'year'])
  .describe("The 命宫 a period counts its palace names from: the decade's (大限命宫) or the year's (流年命宫)");

const periodReading = z.object({
  frame,
  index: z.number().int(),
  palace: ziweiPalaceId.describe('The natal palace the period opens on'),
  heavenlyStem: z.string(),
  earthlyBranch: z.string(),
  stars: list(ziweiStarId),
  borrowed: z.boolean(),
  codes: codes.describe('Its texts; a text the decade gave already is not repeated for the year'),
  mutagens: list(
    z.object({
      mutagen: mutagenId,
      star: mutagenStarId,
      index: z.number().int(),
      palace: ziweiPalaceId.describe('The palace as the period names it, counted in `frame`'),
      natalPalace: ziweiPalaceId.describe('The same palace as the birth chart names it'),
      codes,
    }),
  ),
});

const stackReading = z.object({
  samePalace: z.boolean().describe('流年命宫 on the 大限命宫 (叠宫)'),
  yearInDecade: ziweiPalaceId.describe("The year's palace as the decade names it"),
  codes,
});

export const ziweiReadingSchema = z
  .object({
    palaces: list(palaceReading),
    summary: z.object({
      soul: z.object({ earthlyBranch: z.string(), stars: list(ziweiStarId), borrowed: z.boolean(), codes }),
      body: z.object({ palace: ziweiPalaceId, earthlyBranch: z.string(), codes }),
    }),
    patterns: list(patternReading).describe('格局 formed by 命宫, each with its conditions in packages/core'),
    decadal: periodReading.nullable().describe('大限 on the request’s `at` date'),
    yearly: periodReading.nullable().describe('流年 on the request’s `at` date'),
    stack: stackReading.nullable().describe('大限 and 流年 read together: 叠宫 and where 化忌 strikes'),
  })
  .meta({ id: 'ZiweiReading' });

export type ZiweiReadingResponse = z.infer<typeof ziweiReadingSchema>;
