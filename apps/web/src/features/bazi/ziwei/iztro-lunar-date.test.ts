import { describe, expect, it } from 'vitest';
import { parseIztroLunarDate } from './iztro-lunar-date';

describe('iztro’s lunar date', () => {
  it('reads months from 正 to 腊, leap months, and days from 初一 to 三十', () => {
    expect(parseIztroLunarDate('一九九〇年四月廿三')).toEqual({ month: 4, day: 23, leap: false });
    expect(parseIztroLunarDate('二〇二〇年闰四月初十')).toEqual({ month: 4, day: 10, leap: true });
    expect(parseIztroLunarDate('二〇〇〇年正月初一')).toEqual({ month: 1, day: 1, leap: false });
    expect(parseIztroLunarDate('一九八八年冬月十九')).toEqual({ month: 11, day: 19, leap: false });
    expect(parseIztroLunarDate('一九八八年腊月三十')).toEqual({ month: 12, day: 30, leap: false });
    expect(parseIztroLunarDate('一九八八年腊月二十')).toEqual({ month: 12, day: 20, leap: false });
  });

  it('gives up on a text in another shape', () => {
    expect(parseIztroLunarDate('1990-4-23')).toBeNull();
    expect(parseIztroLunarDate('一九九〇年十三月廿三')).toBeNull();
  });
});
