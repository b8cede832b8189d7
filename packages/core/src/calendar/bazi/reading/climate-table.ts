/**
 * 调候用神 by day stem and birth month, from 《穷通宝鉴》 (《栏江网》 as 余春台 edited it, Qing):
 * for each of the ten day stems, the twelve months from 寅 (the first month) to 丑, each with
 * the stems it takes, most needed first. A classical list, not something the calendar
 * libraries compute, so it is kept here as data.
 *
 * Edition convention: the summary table printed in modern editions (after 徐乐吾's
 * 《造化元钥》), checked month by month against the book's own passages as commonly published
 * (the 殆知阁 text, 《三春甲木》 … 《十二月癸水》). Where a passage says the order in so many
 * words, or rules a stem out, the passage is followed and the summary corrected:
 * - 甲 in 辰 庚壬 (「三月无用丁之法…惟有先庚後壬」, no 丁), in 未 丁庚癸 (「先丁後庚，无癸亦可」),
 *   in 申 丁庚壬 (「丁火为尊，庚金次之」), in 酉 丁丙庚 (「丁火为先，次用丙火，庚金再次」),
 *   in 戌 丁壬癸庚甲 (「独爱丁火，壬癸滋扶」), in 丑 庚丁丙 (「先用庚劈甲…故丁次之」);
 * - 丙 in 巳 壬庚癸 (「得庚发水源…或无壬水，癸亦姑用」);
 * - 戊 in 戌 甲癸丙 (「先看甲木，次取癸水…後取丙火」);
 * - 己 in 申 and 酉 癸丙 (「癸先丙後」), in 戌 甲癸丙 (「九月土盛，宜甲木疏之」);
 * - 庚 in 寅 丙甲丁戊壬 (「先用丙暖庚性…须甲疏泄…丙甲为上，丁火次之」);
 * - 壬 in 未 辛甲癸 (「先辛後甲，次取癸水」); 癸 in 巳 辛庚壬 (「喜辛金为用，无辛用庚…加以壬透」).
 * A stem of the summary that the (abridged) passage merely does not mention is kept.
 */

/** Months in the table's order: 寅 卯 辰 巳 午 未 申 酉 戌 亥 子 丑. */
const MONTHS = ['寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥', '子', '丑'] as const;

/** Day stem → the twelve months' stems, space-separated, in MONTHS order. */
const TABLE: Readonly<Record<string, string>> = {
  甲: '丙癸 庚丙丁戊己 庚壬 癸丁庚 癸丁庚 丁庚癸 丁庚壬 丁丙庚 丁壬癸庚甲 庚丁丙戊 丁庚丙 庚丁丙',
  乙: '丙癸 丙癸 癸丙戊 癸 癸丙 癸丙 丙癸己 癸丙丁 癸辛 丙戊 丙 丙',
  丙: '壬庚 壬己 壬甲 壬庚癸 壬庚 壬庚 壬戊 壬癸 甲壬 甲戊庚壬 壬戊己 壬甲',
  丁: '甲庚 庚甲 甲庚 甲庚 壬庚癸 甲壬庚 甲庚丙戊 甲庚丙戊 甲庚戊 甲庚 甲庚 甲庚',
  戊: '丙甲癸 丙甲癸 甲丙癸 甲丙癸 壬甲丙 癸丙甲 丙癸甲 丙癸 甲癸丙 甲丙 丙甲 丙甲',
  己: '丙庚甲 甲癸丙 丙癸甲 癸丙 癸丙 癸丙 癸丙 癸丙 甲癸丙 丙甲戊 丙甲戊 丙甲戊',
  庚: '丙甲丁戊壬 丁甲庚丙 甲丁壬癸 壬戊丙丁 壬癸 丁甲 丁甲 丁甲丙 甲壬 丁丙 丁甲丙 丙丁甲',
  辛: '己壬庚 壬甲 壬甲 壬甲癸 壬己癸 壬庚甲 壬甲戊 壬甲 壬甲 壬丙 丙戊壬甲 丙壬戊己',
  壬: '庚丙戊 戊辛庚 甲庚 壬辛庚癸 癸庚辛 辛甲癸 戊丁 甲庚 甲丙 戊丙庚 戊丙 丙丁甲',
  癸: '辛丙 庚辛 丙辛甲 辛庚壬 庚辛壬癸 庚辛壬癸 丁 辛丙 辛甲壬癸 庚辛戊丁 丙辛 丙丁',
};

/** The stems 《穷通宝鉴》 takes for a day stem born in a month, most needed first. */
export function climateStems(dayStem: string, monthBranch: string): readonly string[] {
  const months = TABLE[dayStem]?.split(' ');
  const index = MONTHS.indexOf(monthBranch as (typeof MONTHS)[number]);
  if (!months || index < 0) throw new RangeError(`no 调候 entry for ${dayStem} in ${monthBranch}`);
  return [...months[index]!];
}
