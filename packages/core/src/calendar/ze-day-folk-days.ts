/**
 * The folk 择日 rules that are lists of lunar dates, which tyme4ts does not know. Each is
 * data with its source; the lunar dates themselves come from tyme4ts (day-range.ts).
 */

/**
 * 杨公十三忌: 正月十三, then two days earlier each month — 二月十一, 三月初九, 四月初七, 五月初五,
 * 六月初三, 七月初一 and 七月廿九, 八月廿七, 九月廿五, 十月廿三, 冬月廿一, 腊月十九. The 通书 list
 * that 《钦定协纪辨方书》 卷三十六 records («世俗多畏杨公忌，通书亦多载之»): a day for no
 * undertaking. A leap month keeps its month's date, as the 通书 print it. [month, day] pairs.
 */
const YANG_GONG_DAYS: readonly (readonly [month: number, day: number])[] = [
  [1, 13],
  [2, 11],
  [3, 9],
  [4, 7],
  [5, 5],
  [6, 3],
  [7, 1],
  [7, 29],
  [8, 27],
  [9, 25],
  [10, 23],
  [11, 21],
  [12, 19],
];

/**
 * 三娘煞: 初三, 初七, 十三, 十八, 廿二, 廿七 of every lunar month, from the 通书 verse
 * «上旬初三与初七，中旬十三十八当，下旬廿二与廿七 … 迎亲嫁娶无男女». Kept for marriages only, the
 * use the verse and the almanacs that print it (e.g. the Hong Kong 通胜) give it.
 */
const SAN_NIANG_DAYS: readonly number[] = [3, 7, 13, 18, 22, 27];

const YANG_GONG = new Set(YANG_GONG_DAYS.map(([month, day]) => month * 100 + day));

/** `month` as tyme4ts gives it: negative for a leap month, which keeps its month's date. */
export const isYangGongDay = (month: number, day: number): boolean => YANG_GONG.has(Math.abs(month) * 100 + day);

export const isSanNiangDay = (day: number): boolean => SAN_NIANG_DAYS.includes(day);
