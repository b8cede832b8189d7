/**
 * Every 格局 on a chart where it forms and on one where it does not (charts of Beijing time,
 * 拆补法). The third column is what the first palace it names shows — 天盘/地盘 (with what 中五
 * lends 坤 after a +), door and god — or, for a board pattern, 值符@palace 值使@palace day/hour;
 * read against rules.ts it shows why the pattern forms there.
 */
import { describe, expect, it } from 'vitest';
import { qimenChart, type QimenChart } from '../chart';
import { qimenPatterns } from './detect';
import { PATTERN_RULES } from './rules';

const chartAt = (at: string): QimenChart => {
  const [date, time] = at.split(' ') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return qimenChart({ year, month, day, hour, minute });
};

const cell = (chart: QimenChart, palace: number): string => {
  const p = chart.palaces[palace - 1]!;
  const heaven = [p.heavenStem, p.lodged?.heavenStem].filter(Boolean).join('+');
  const earth = [p.earthStem, p.lodged?.earthStem].filter(Boolean).join('+');
  return `${heaven}/${earth} ${p.door} ${p.god}`;
};

const board = (chart: QimenChart): string =>
  `${chart.zhiFu.star}@${chart.zhiFu.palace} ${chart.zhiShi.door}@${chart.zhiShi.palace} ${chart.pillars.day}/${chart.pillars.hour}`;

// id, a moment where it forms, the palaces, what the first of them shows, a moment where it does not
// prettier-ignore
const CASES: readonly (readonly [string, string, readonly number[], string, string])[] = [
  ['qing-long-fan-shou', '2024-01-01 04:30', [8], '戊/丙 开门 值符', '2024-01-01 06:30'],
  ['fei-niao-die-xue', '2024-01-01 18:30', [1], '丙/戊 休门 螣蛇', '2024-01-01 20:30'],
  ['san-qi-de-shi', '2024-01-01 04:30', [2, 3, 6], '乙/己+壬 杜门 白虎', '2024-01-01 06:30'],
  ['yu-nv-shou-men', '2024-01-01 12:30', [7], '乙/丁 休门 白虎', '2024-01-01 14:30'],
  ['tian-dun', '2024-01-22 20:30', [6], '丙/丁 生门 螣蛇', '2024-01-22 22:30'],
  ['di-dun', '2024-01-03 06:30', [2], '乙/己+壬 开门 太阴', '2024-01-03 08:30'],
  ['ren-dun', '2024-01-20 02:30', [1], '丁/乙 休门 太阴', '2024-01-20 04:30'],
  ['shen-dun', '2024-01-02 16:30', [8], '丙/丙 生门 九天', '2024-01-02 18:30'],
  ['gui-dun', '2024-01-12 10:30', [6], '丁+戊/己 杜门 九地', '2024-01-12 12:30'],
  ['feng-dun', '2024-01-02 20:30', [4], '乙/辛 休门 太阴', '2024-01-02 22:30'],
  ['yun-dun', '2024-01-02 20:30', [4], '乙/辛 休门 太阴', '2024-01-02 22:30'],
  ['long-dun', '2024-01-03 02:30', [6], '乙/癸 休门 太阴', '2024-01-03 04:30'],
  ['hu-dun', '2024-01-11 08:30', [7], '庚/庚 开门 螣蛇', '2024-01-11 10:30'],
  ['zhen-zha', '2024-01-02 20:30', [4], '乙/辛 休门 太阴', '2024-01-02 22:30'],
  ['chong-zha', '2024-01-01 06:30', [9], '丁/乙 生门 九地', '2024-01-01 10:30'],
  ['xiu-zha', '2024-01-03 16:30', [9], '丁/乙 休门 六合', '2024-01-03 18:30'],
  ['san-qi-sheng-dian', '2024-01-01 00:30', [7], '丁/丁 惊门 九地', '2024-01-01 02:30'],
  ['qi-you-lu-wei', '2024-01-01 06:30', [3, 9], '乙/庚 开门 白虎', '2024-01-01 08:30'],
  ['qi-yi-shun-sui', '2024-01-01 10:30', [8], '乙/丙 伤门 白虎', '2024-01-01 12:30'],
  ['ri-yue-bing-xing', '2024-01-01 14:30', [9], '丙/乙 杜门 螣蛇', '2024-01-01 16:30'],
  ['xing-sui-yue-zhuan', '2024-01-01 14:30', [8], '丁/丙 休门 九地', '2024-01-01 16:30'],
  ['da-ge', '2024-01-01 10:30', [6], '庚/癸 休门 太阴', '2024-01-01 12:30'],
  ['xiao-ge', '2024-01-01 14:30', [2], '庚/己+壬 景门 太阴', '2024-01-01 16:30'],
  ['xing-ge', '2024-01-01 14:30', [2], '庚/己+壬 景门 太阴', '2024-01-01 16:30'],
  ['bei-ge', '2024-01-01 06:30', [6], '丙/癸 景门 螣蛇', '2024-01-01 08:30'],
  ['bai-hu-chang-kuang', '2024-01-01 04:30', [9], '辛/乙 伤门 六合', '2024-01-01 06:30'],
  ['qing-long-tao-zou', '2024-01-01 18:30', [4], '乙/辛 杜门 白虎', '2024-01-01 20:30'],
  ['teng-she-yao-jiao', '2024-01-01 18:30', [7], '癸/丁 惊门 九天', '2024-01-01 20:30'],
  ['zhu-que-tou-jiang', '2024-01-01 04:30', [6], '丁/癸 死门 九地', '2024-01-01 06:30'],
  ['tai-bai-ru-ying', '2024-01-01 18:30', [8], '庚/丙 生门 太阴', '2024-01-01 20:30'],
  ['ying-ru-tai-bai', '2024-01-01 04:30', [3], '丙/庚 休门 螣蛇', '2024-01-01 06:30'],
  ['fu-gong-ge', '2024-01-01 06:30', [1], '庚/戊 死门 太阴', '2024-01-01 08:30'],
  ['fei-gong-ge', '2024-01-01 12:30', [3], '戊/庚 景门 值符', '2024-01-01 14:30'],
  ['sui-ge', '2024-01-01 10:30', [6], '庚/癸 休门 太阴', '2024-01-01 12:30'],
  ['yue-ge', '2024-01-01 06:30', [1], '庚/戊 死门 太阴', '2024-01-01 08:30'],
  ['ri-ge', '2024-01-01 06:30', [1], '庚/戊 死门 太阴', '2024-01-01 08:30'],
  ['shi-ge', '2024-01-02 16:30', [3], '庚/庚 伤门 值符', '2024-01-03 12:30'],
  ['san-qi-ru-mu', '2024-01-01 06:30', [6], '丙/癸 景门 螣蛇', '2024-01-01 08:30'],
  ['liu-yi-ji-xing', '2024-01-01 00:30', [2], '己+壬/己+壬 死门 玄武', '2024-01-01 10:30'],
  ['xing-fu-yin', '2024-01-01 00:30', [], '天蓬@1 休门@1 甲子/甲子', '2024-01-01 02:30'],
  ['xing-fan-yin', '2024-01-01 02:30', [], '天蓬@9 休门@2 甲子/乙丑', '2024-01-01 04:30'],
  ['men-fu-yin', '2024-01-01 00:30', [], '天蓬@1 休门@1 甲子/甲子', '2024-01-01 02:30'],
  ['men-fan-yin', '2024-01-01 16:30', [], '天蓬@2 休门@9 甲子/壬申', '2024-01-01 18:30'],
  ['wu-bu-yu-shi', '2024-01-01 12:30', [], '天蓬@3 休门@7 甲子/庚午', '2024-01-01 14:30'],
];

describe('格局', () => {
  it('are at least thirty, each with a case below', () => {
    expect(PATTERN_RULES.length).toBeGreaterThanOrEqual(30);
    expect(CASES.map(([id]) => id)).toEqual(PATTERN_RULES.map((r) => r.id));
  });

  for (const [id, forms, palaces, shows, lacks] of CASES) {
    const rule = PATTERN_RULES.find((r) => r.id === id)!;
    it(`${rule.name} (${id}) forms at ${forms} and not at ${lacks}`, () => {
      const chart = chartAt(forms);
      const found = qimenPatterns(chart).find((p) => p.id === id);
      expect(found).toEqual({ id, name: rule.name, nature: rule.nature, palaces });
      expect(palaces.length > 0 ? cell(chart, palaces[0]!) : board(chart)).toBe(shows);
      expect(qimenPatterns(chartAt(lacks)).map((p) => p.id)).not.toContain(id);
    });
  }

  it('leaves 丙加戊 to 飞鸟跌穴 even when 戊 is a pillar’s stem on the board (not 悖格)', () => {
    const chart = chartAt('2024-01-01 18:30'); // day 甲子 hides under 戊; 丙 over 戊 in 坎1
    const found = qimenPatterns(chart);
    expect(found.find((p) => p.id === 'fei-niao-die-xue')?.palaces).toEqual([1]);
    expect(found.find((p) => p.id === 'bei-ge')?.palaces ?? []).not.toContain(1);
  });
});
