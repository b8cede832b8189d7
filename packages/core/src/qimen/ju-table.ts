/**
 * Which 局 each solar term's three 元 use. From 《烟波钓叟歌》:
 *   冬至惊蛰一七四，小寒二八五相随，大寒春分三九六，芒种六三九是宜，
 *   谷雨小满五二八，立春八五二相随，立夏清明四一七，雨水九六三为期；
 *   夏至白露九三六，小暑八二五之间，大暑秋分七一四，立秋二五八循环，
 *   霜降小雪五八二，大雪四七一相关，处暑排来一四七，立冬寒露六九三。
 * The twelve terms from 冬至 to 芒种 run 阳遁, the twelve from 夏至 to 大雪 阴遁.
 */

/** Solar terms in tyme4ts' order (SolarTerm index mod 24): 0 冬至 … 23 大雪. */
export const SOLAR_TERMS = [
  '冬至',
  '小寒',
  '大寒',
  '立春',
  '雨水',
  '惊蛰',
  '春分',
  '清明',
  '谷雨',
  '立夏',
  '小满',
  '芒种',
  '夏至',
  '小暑',
  '大暑',
  '立秋',
  '处暑',
  '白露',
  '秋分',
  '寒露',
  '霜降',
  '立冬',
  '小雪',
  '大雪',
] as const;
export type SolarTermName = (typeof SOLAR_TERMS)[number];

// prettier-ignore
const JU_BY_TERM: readonly (readonly [upper: number, middle: number, lower: number])[] = [
  [1, 7, 4], [2, 8, 5], [3, 9, 6], [8, 5, 2], [9, 6, 3], [1, 7, 4], // 冬至 小寒 大寒 立春 雨水 惊蛰
  [3, 9, 6], [4, 1, 7], [5, 2, 8], [4, 1, 7], [5, 2, 8], [6, 3, 9], // 春分 清明 谷雨 立夏 小满 芒种
  [9, 3, 6], [8, 2, 5], [7, 1, 4], [2, 5, 8], [1, 4, 7], [9, 3, 6], // 夏至 小暑 大暑 立秋 处暑 白露
  [7, 1, 4], [6, 9, 3], [5, 8, 2], [6, 9, 3], [5, 8, 2], [4, 7, 1], // 秋分 寒露 霜降 立冬 小雪 大雪
];

export type Dun = 'yang' | 'yin';
export type Yuan = 'upper' | 'middle' | 'lower';
export const YUAN: readonly Yuan[] = ['upper', 'middle', 'lower'];

/** 阳遁 from 冬至 (0) to 芒种 (11), 阴遁 from 夏至 (12) to 大雪 (23). */
export const dunOfTerm = (term: number): Dun => (term < 12 ? 'yang' : 'yin');

/** The 局 (1–9) of a term (0–23) and 元 (0 上, 1 中, 2 下). */
export const juOf = (term: number, yuan: number): number => JU_BY_TERM[term]![yuan]!;

/**
 * The 元 of a day from its 干支 index (0 = 甲子): its 符头 is the last 甲 or 己 day, and
 * that day's branch decides — 子午卯酉 上元, 寅申巳亥 中元, 辰戌丑未 下元. Over the sixty
 * days that is the day's place in its run of fifteen, counted in fives.
 */
export const yuanOfDay = (dayIndex: number): number => Math.floor((dayIndex % 15) / 5);

/** The 干支 index of the day's 符头 (the last 甲 or 己 day, the day itself included). */
export const fuTouOfDay = (dayIndex: number): number => dayIndex - (dayIndex % 5);
