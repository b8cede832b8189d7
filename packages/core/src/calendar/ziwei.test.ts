import { describe, expect, it } from 'vitest';
import { ziweiChart, ziweiHoroscope } from './ziwei';

// Born 2000-08-16 (农历庚辰年七月十七) 寅时, female.
const input = { date: '2000-8-16', hourIndex: 2, gender: 'female' } as const;

describe('ziweiChart', () => {
  const chart = ziweiChart(input);

  it('puts 命宫 in 午 and 身宫 in 戌 (寅起正月顺数至七月申, 申起子时逆数至寅 → 午; 顺数至寅 → 戌)', () => {
    expect(chart.soulPalaceBranch).toBe('午');
    expect(chart.bodyPalaceBranch).toBe('戌');
    const soul = chart.palaces.find((p) => p.name === '命宫');
    expect(soul).toMatchObject({ earthlyBranch: '午', heavenlyStem: '壬' }); // 庚年 五虎遁: 寅宫戊寅 … 午宫壬午
  });

  it('is 木三局 (命宫壬午, 纳音杨柳木), 命主破军 (午), 身主文昌 (辰年)', () => {
    expect(chart.fiveElementsClass).toBe('木三局');
    expect(chart.soul).toBe('破军');
    expect(chart.body).toBe('文昌');
  });

  it('places 紫微 in 午: 木三局 day 17 → 3×6 = 18, 寅起六位至未, 差一(奇)退一 → 午', () => {
    const ziwei = chart.palaces.find((p) => p.majorStars.some((s) => s.name === '紫微'));
    expect(ziwei?.earthlyBranch).toBe('午');
  });

  it('lists twelve palaces with stars, brightness, 四化, 大限 and 小限 as plain JSON', () => {
    expect(chart.palaces).toHaveLength(12);
    expect(new Set(chart.palaces.map((p) => p.earthlyBranch)).size).toBe(12);
    // 庚年四化: 太阳禄 武曲权 太阴科 天同忌.
    const mutagens = chart.palaces.flatMap((p) => [...p.majorStars, ...p.minorStars]).filter((s) => s.mutagen !== '');
    expect(Object.fromEntries(mutagens.map((s) => [s.mutagen, s.name]))).toEqual({
      禄: '太阳',
      权: '武曲',
      科: '太阴',
      忌: '天同',
    });
    for (const p of chart.palaces) {
      expect(p.decadal.range[1] - p.decadal.range[0]).toBe(9);
      expect(p.ages.length).toBeGreaterThan(0);
    }
    expect(JSON.parse(JSON.stringify(chart))).toEqual(chart);
  });

  it('charts the same person from the lunar date', () => {
    const lunar = ziweiChart({ date: '2000-7-17', hourIndex: 2, gender: 'female', lunar: true });
    expect(lunar.solarDate).toBe('2000-8-16');
    expect(lunar.soulPalaceBranch).toBe('午');
  });

  it('rejects malformed input', () => {
    expect(() => ziweiChart({ ...input, hourIndex: 13 })).toThrow(RangeError);
    expect(() => ziweiChart({ ...input, date: '2000/8/16' })).toThrow(RangeError);
    expect(() => ziweiChart({ ...input, date: '2023-2-30' })).toThrow(RangeError);
    expect(() => ziweiChart({ ...input, date: '2024-2-9', lunar: true, leapMonth: true })).toThrow(RangeError);
  });
});

describe('ziweiHoroscope', () => {
  it('gives 2026 (丙午) as 流年 with 丙干四化 天同禄 天机权 文昌科 廉贞忌, and the 大限 and 小限 for age 27', () => {
    const h = ziweiHoroscope(input, { date: '2026-6-1', hourIndex: 6 });
    expect(h.yearly).toMatchObject({ heavenlyStem: '丙', earthlyBranch: '午' });
    expect(h.yearly.mutagen).toEqual(['天同', '天机', '文昌', '廉贞']);
    expect(h.age.nominalAge).toBe(27);
    expect(h.decadal.palaceNames).toHaveLength(12);
    expect(JSON.parse(JSON.stringify(h))).toEqual(h);
  });
});
