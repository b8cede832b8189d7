import { EightChar } from 'tyme4ts';
import { describe, expect, it } from 'vitest';
import { chartShenSha, fortuneShenSha, SHEN_SHA_NAMES } from './shen-sha';

const chart = (pillars: string) => {
  const [y, m, d, h] = pillars.split(' ') as [string, string, string, string];
  return new EightChar(y, m, d, h);
};
const sorted = (r: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [k, [...v].sort()]));

describe('chartShenSha', () => {
  it('covers at least the fourteen common stars the product needs', () => {
    for (const name of [
      '天乙贵人',
      '太极贵人',
      '文昌贵人',
      '天德贵人',
      '月德贵人',
      '禄神',
      '羊刃',
      '驿马',
      '桃花',
      '华盖',
      '将星',
      '劫煞',
      '亡神',
      '红鸾',
      '天喜',
      '孤辰',
      '寡宿',
      '学堂',
      '金舆',
    ]) {
      expect(SHEN_SHA_NAMES).toContain(name);
    }
  });

  it('places the stars of 庚午 辛巳 庚辰 辛巳 as worked by hand from the verses', () => {
    // Day and year stem 庚: 天乙 丑未, 太极 寅亥, 文昌 亥, 禄 申, 刃 酉, 金舆 戌 — none present; 学堂 (庚长生) 巳: month, hour.
    // Month 巳: 天德 辛 (month, hour stems), 月德 庚 (year, day stems), 天医 辰 (day).
    // Year 午 (寅午戌): 将星 午 (year), 亡神 巳 (month, hour). Day 辰 (申子辰): 华盖 辰 (day), 劫煞 巳 (month, hour), 灾煞 午 (year).
    // Year 午: 红鸾 酉, 天喜 卯, 孤辰 申 — absent; 寡宿 辰 (day). Day 庚辰 is 魁罡.
    expect(sorted(chartShenSha(chart('庚午 辛巳 庚辰 辛巳')))).toEqual(
      sorted({
        year: ['月德贵人', '将星', '灾煞'],
        month: ['天德贵人', '学堂', '亡神', '劫煞'],
        day: ['月德贵人', '华盖', '寡宿', '天医', '魁罡'],
        hour: ['天德贵人', '学堂', '亡神', '劫煞'],
      }),
    );
  });

  it('places the stars of 庚辰 戊寅 壬辰 庚戌 (born 2000-02-04 20:41) as worked by hand', () => {
    // Year stem 庚 → 太极 寅 (month); day stem 壬 → 文昌 寅 (month). Year and day 辰 (申子辰): 驿马 寅, 华盖 辰.
    // 天德 (寅月 丁) and 月德 (丙) absent; 壬辰 is both 魁罡 and 阴差阳错.
    expect(sorted(chartShenSha(chart('庚辰 戊寅 壬辰 庚戌')))).toEqual(
      sorted({ year: ['华盖'], month: ['太极贵人', '文昌贵人', '驿马'], day: ['华盖', '魁罡', '阴差阳错'], hour: [] }),
    );
  });

  it('places 天乙, 禄, 羊刃, 金舆, 桃花, 红鸾, 天喜 and 孤辰 on a third chart: 甲子 丙寅 甲午 辛未', () => {
    // Day/year 甲: 天乙 丑未 → hour 未; 禄 寅 → month; 刃 卯 and 金舆 辰 absent; 学堂 亥 absent; 太极 子午 → year, day.
    // Year 子 (申子辰): 桃花 酉 absent, 驿马 寅 → month, 将星 子 → year, 灾煞 午 → day. Day 午 (寅午戌): 将星 午 → day, 灾煞 子 → year.
    // Year 子: 红鸾 卯 absent, 天喜 酉 absent, 孤辰 寅 → month, 寡宿 戌 absent. Month 寅: 天德 丁, 月德 丙 → month stem 丙; 天医 丑 absent.
    expect(sorted(chartShenSha(chart('甲子 丙寅 甲午 辛未')))).toEqual(
      sorted({
        year: ['太极贵人', '将星', '灾煞'],
        month: ['月德贵人', '禄神', '驿马', '孤辰'],
        day: ['太极贵人', '将星', '灾煞'],
        hour: ['天乙贵人'],
      }),
    );
  });

  it('gives a 大运 pillar the stars it brings to the natal chart', () => {
    // 壬午 against 庚午 辛巳 庚辰 辛巳: 午 is the year's 将星 and the day's 灾煞.
    expect(fortuneShenSha(chart('庚午 辛巳 庚辰 辛巳'), '壬午').sort()).toEqual(['将星', '灾煞'].sort());
    // 癸未 brings 天乙 (庚 → 丑未).
    expect(fortuneShenSha(chart('庚午 辛巳 庚辰 辛巳'), '癸未')).toEqual(['天乙贵人']);
  });
});
