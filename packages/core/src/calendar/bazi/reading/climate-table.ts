/**
 * 调候用神 by day stem and birth month, as 《穷通宝鉴》 (《栏江网》, edited by 余春台, Qing)
 * lists them in its summary table: for each of the ten day stems, the twelve months from
 * 寅 (the first month) to 丑, each with the stems it takes, most needed first. A classical
 * list, not something the calendar libraries compute, so it is kept here as data.
 */

/** Months in the table's order: 寅 卯 辰 巳 午 未 申 酉 戌 亥 子 丑. */
const MONTHS = ['寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥', '子', '丑'] as const;

/** Day stem → the twelve months' stems, space-separated, in MONTHS order. */
const TABLE: Readonly<Record<string, string>> = {
  甲: '丙癸 庚丙丁戊己 庚丁壬 癸丁庚 癸丁庚 癸丁庚 庚丁壬 庚丁丙 庚甲丁壬癸 庚丁丙戊 丁庚丙 丁庚丙',
  乙: '丙癸 丙癸 癸丙戊 癸 癸丙 癸丙 丙癸己 癸丙丁 癸辛 丙戊 丙 丙',
  丙: '壬庚 壬己 壬甲 壬癸庚 壬庚 壬庚 壬戊 壬癸 甲壬 甲戊庚壬 壬戊己 壬甲',
  丁: '甲庚 庚甲 甲庚 甲庚 壬庚癸 甲壬庚 甲庚丙戊 甲庚丙戊 甲庚戊 甲庚 甲庚 甲庚',
  戊: '丙甲癸 丙甲癸 甲丙癸 甲丙癸 壬甲丙 癸丙甲 丙癸甲 丙癸 甲丙癸 甲丙 丙甲 丙甲',
  己: '丙庚甲 甲癸丙 丙癸甲 癸丙 癸丙 癸丙 丙癸 丙癸 甲丙癸 丙甲戊 丙甲戊 丙甲戊',
  庚: '戊甲壬丙丁 丁甲庚丙 甲丁壬癸 壬戊丙丁 壬癸 丁甲 丁甲 丁甲丙 甲壬 丁丙 丁甲丙 丙丁甲',
  辛: '己壬庚 壬甲 壬甲 壬甲癸 壬己癸 壬庚甲 壬甲戊 壬甲 壬甲 壬丙 丙戊壬甲 丙壬戊己',
  壬: '庚丙戊 戊辛庚 甲庚 壬辛庚癸 癸庚辛 辛甲 戊丁 甲庚 甲丙 戊丙庚 戊丙 丙丁甲',
  癸: '辛丙 庚辛 丙辛甲 辛 庚辛壬癸 庚辛壬癸 丁 辛丙 辛甲壬癸 庚辛戊丁 丙辛 丙丁',
};

/** The stems 《穷通宝鉴》 takes for a day stem born in a month, most needed first. */
export function climateStems(dayStem: string, monthBranch: string): readonly string[] {
  const months = TABLE[dayStem]?.split(' ');
  const index = MONTHS.indexOf(monthBranch as (typeof MONTHS)[number]);
  if (!months || index < 0) throw new RangeError(`no 调候 entry for ${dayStem} in ${monthBranch}`);
  return [...months[index]!];
}
