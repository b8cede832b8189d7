import { describe, expect, it } from 'vitest';
import { LUNAR_DAY_NAMES, lunarDateOf, lunarMonthsOf, solarDateOfLunar } from './lunar-date';

describe('lunar months for the date picker', () => {
  it('lists 2023 with its leap second month (闰二月) after the second month', () => {
    const months = lunarMonthsOf(2023);
    expect(months).toHaveLength(13);
    expect(months.slice(0, 3).map((m) => [m.month, m.name])).toEqual([
      [1, '正月'],
      [2, '二月'],
      [-2, '闰二月'],
    ]);
    expect(months.every((m) => m.dayCount === 29 || m.dayCount === 30)).toBe(true);
  });

  it('lists twelve months in a year without a leap month, 354 or 355 days in all', () => {
    const months = lunarMonthsOf(2024);
    expect(months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect([354, 355]).toContain(months.reduce((sum, m) => sum + m.dayCount, 0));
  });

  it('names thirty days and refuses years outside the supported range', () => {
    expect(LUNAR_DAY_NAMES).toHaveLength(30);
    expect([LUNAR_DAY_NAMES[0], LUNAR_DAY_NAMES[29]]).toEqual(['初一', '三十']);
    expect(() => lunarMonthsOf(1700)).toThrow(RangeError);
  });
});

describe('converting between the calendars', () => {
  it('gives 2023-03-30 as 闰二月初九 and back', () => {
    expect(lunarDateOf(2023, 3, 30)).toMatchObject({ year: 2023, month: -2, day: 9, leap: true, monthName: '闰二月' });
    expect(solarDateOfLunar(2023, -2, 9)).toEqual([2023, 3, 30]);
  });

  it('puts 2024-02-10 on 春节, 正月初一 of 2024', () => {
    expect(lunarDateOf(2024, 2, 10)).toMatchObject({ year: 2024, month: 1, day: 1 });
  });
});
