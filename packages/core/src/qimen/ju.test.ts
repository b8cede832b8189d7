import { describe, expect, it } from 'vitest';
import { dayOrdinal } from '../calendar/bazi/year-cache';
import { qimenChart } from './chart';
import { zhirunBlock } from './ju';
import { fuTouOfDay, juOf, SOLAR_TERMS, yuanOfDay } from './ju-table';

const JIA_ZI_DAY = dayOrdinal(2000, 1, 7);
const blockOf = (year: number, month: number, day: number) => {
  const ordinal = dayOrdinal(year, month, day);
  return zhirunBlock(ordinal - ((((ordinal - JIA_ZI_DAY) % 15) + 15) % 15));
};

describe('the 元 of a day', () => {
  it('comes from its 符头: 子午卯酉 上元, 寅申巳亥 中元, 辰戌丑未 下元', () => {
    // 甲子 上, 己巳 中, 甲戌 下, 己卯 上, 甲申 中, 己丑 下, 甲午 上, 己亥 中, 甲辰 下, 己酉 上, 甲寅 中, 己未 下
    const expected = [0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2];
    for (let k = 0; k < 12; k += 1) {
      for (let d = 0; d < 5; d += 1) {
        expect(yuanOfDay(k * 5 + d)).toBe(expected[k]);
        expect(fuTouOfDay(k * 5 + d)).toBe(k * 5);
      }
    }
  });

  it('uses the 烟波钓叟歌 table: 冬至 一七四, 夏至 九三六, 大雪 四七一', () => {
    expect([0, 1, 2].map((y) => juOf(0, y))).toEqual([1, 7, 4]);
    expect([0, 1, 2].map((y) => juOf(12, y))).toEqual([9, 3, 6]);
    expect([0, 1, 2].map((y) => juOf(23, y))).toEqual([4, 7, 1]);
  });
});

describe('拆补法', () => {
  it('changes 遁 at the exact instant of the term: 冬至 2024-12-21 17:20:35 Beijing', () => {
    const before = qimenChart({ year: 2024, month: 12, day: 21, hour: 17, minute: 20 });
    const after = qimenChart({ year: 2024, month: 12, day: 21, hour: 17, minute: 21 });
    expect([before.solarTerm.name, before.dun, before.yuan, before.ju]).toEqual(['大雪', 'yin', 'lower', 1]);
    expect([after.solarTerm.name, after.dun, after.yuan, after.ju]).toEqual(['冬至', 'yang', 'lower', 4]);
    expect(after.solarTerm.time).toBe('2024-12-21 17:20:35');
  });

  it('turns the day, and with it 符头 and 元, at 23:00', () => {
    const late = qimenChart({ year: 2024, month: 12, day: 25, hour: 22, minute: 59 });
    const zi = qimenChart({ year: 2024, month: 12, day: 25, hour: 23, minute: 0 });
    expect([late.pillars.day, late.fuTou, late.yuan, late.ju]).toEqual(['癸亥', '己未', 'lower', 4]);
    expect([zi.pillars.day, zi.pillars.hour, zi.fuTou, zi.yuan, zi.ju]).toEqual(['甲子', '甲子', '甲子', 'upper', 1]);
    expect(zi.dayChange).toBe('23:00');
  });
});

describe('置闰法', () => {
  // 易德轩 qimen.yi958.com/Article_448.html: 大雪 1898-12-07, its 符头 甲午 on 11-27 ten days ahead, so 大雪 is
  // laid twice (11-27 上 12-02 中 12-07 下, 12-12 上 12-17 中 12-22 下) and 冬至 starts at 12-27 甲子.
  it('lays 大雪 twice when its 符头 comes more than nine days ahead (1898, as the worked example)', () => {
    expect(blockOf(1898, 11, 27)).toMatchObject({ leap: false, leadDays: 10 });
    expect(SOLAR_TERMS[blockOf(1898, 11, 27).term % 24]).toBe('大雪');
    expect(blockOf(1898, 12, 12)).toMatchObject({ leap: true });
    expect(SOLAR_TERMS[blockOf(1898, 12, 22).term % 24]).toBe('大雪');
    expect(SOLAR_TERMS[blockOf(1898, 12, 27).term % 24]).toBe('冬至');
    expect(blockOf(1898, 12, 27)).toMatchObject({ leap: false, leadDays: -5 });
  });

  // 《奇门遁甲秘笈大全》 论超接之法: a term's 上元 starts on its 符头 even before the term (超神).
  it('starts a term at its 符头 before the term (超神) where 拆补 keeps the old term', () => {
    // 处暑 2026-08-23; its 符头 甲子 is 08-18, five days ahead. 夏至 2026-06-21; 符头 甲子 06-19.
    const summer = { year: 2026, month: 8, day: 20, hour: 10, minute: 0 };
    expect(qimenChart(summer, { method: 'zhirun' })).toMatchObject({
      solarTerm: { name: '处暑' },
      dun: 'yin',
      ju: 1,
      yuan: 'upper',
      zhirun: { leadDays: 5, leap: false },
    });
    expect(qimenChart(summer)).toMatchObject({ solarTerm: { name: '立秋' }, ju: 2, yuan: 'upper' });
    const solstice = { year: 2026, month: 6, day: 20, hour: 6, minute: 49 };
    expect(qimenChart(solstice, { method: 'zhirun' })).toMatchObject({ dun: 'yin', ju: 9, yuan: 'upper' });
    expect(qimenChart(solstice)).toMatchObject({ dun: 'yang', ju: 6, yuan: 'upper' });
  });

  it(
    'reaches the same run of terms from any start, and keeps 超神 within the rule, 1901–2099',
    { timeout: 60_000 },
    () => {
      let leaps = 0;
      for (let day = dayOrdinal(1901, 1, 1); day < dayOrdinal(2100, 1, 1); day += 1) {
        if ((((day - JIA_ZI_DAY) % 15) + 15) % 15 !== 0) continue;
        const near = zhirunBlock(day);
        expect(zhirunBlock(day, 8)).toEqual(near);
        if (near.leap) {
          leaps += 1;
          expect([11, 23]).toContain(near.term % 24);
          expect(near.leadDays).toBeGreaterThan(9);
        }
        // After a 闰 the run lags (接气) by less than a week; between 闰 the lead only grows to a fortnight.
        expect(near.leadDays).toBeGreaterThanOrEqual(-7);
        expect(near.leadDays).toBeLessThanOrEqual(14);
      }
      // One 闰 about every 2.8 years (a year is 5¼ days longer than 24 runs of fifteen).
      expect(leaps).toBeGreaterThan(65);
      expect(leaps).toBeLessThan(75);
    },
  );
});
