import { describe, expect, it } from 'vitest';
import { coloursForStem, dayColours, ELEMENT_COLOURS } from './day-colour';

const byRating = (advice: readonly { rating: string; element: string }[]) =>
  Object.fromEntries(advice.map((a) => [a.rating, a.element]));

describe('dayColours', () => {
  it('rates 2026-01-01 (乙亥日, 乙 is 木) by 生我 水, 同我 木, 我克 土, 我生 火, 克我 金', () => {
    const reading = dayColours(2026, 1, 1);
    expect(reading).toMatchObject({ date: '2026-01-01', dayGanZhi: '乙亥', stem: '乙', element: '木' });
    expect(byRating(reading.advice)).toEqual({ 大吉: '水', 次吉: '木', 小吉: '土', 平: '火', 忌: '金' });
    expect(reading.advice[0]).toMatchObject({ relation: '生我', colours: ['黑', '蓝'] });
    expect(reading.advice[4]).toMatchObject({ relation: '克我', colours: ['白', '金', '银'] });
    expect(reading.advice.map((a) => a.rating)).toEqual(['大吉', '次吉', '小吉', '平', '忌']);
  });

  it('says why in one line naming both elements', () => {
    for (const advice of dayColours(2026, 1, 1).advice) {
      expect(advice.why).toContain(advice.element);
      expect(advice.why).toContain('木');
      expect(advice.why).not.toContain('\n');
    }
  });
});

describe('coloursForStem', () => {
  it('rates against a 丙 (火) stem: 木 生我 大吉, 水 克我 忌', () => {
    expect(byRating(coloursForStem('丙').advice)).toEqual({ 大吉: '木', 次吉: '火', 小吉: '金', 平: '土', 忌: '水' });
    expect(() => coloursForStem('子')).toThrow(RangeError);
  });
});

describe('ELEMENT_COLOURS', () => {
  it('gives every element colour words and a #rrggbb swatch', () => {
    expect(Object.keys(ELEMENT_COLOURS).sort()).toEqual(['土', '木', '水', '火', '金'].sort());
    for (const colours of Object.values(ELEMENT_COLOURS)) {
      expect(colours.hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(colours.names.length).toBe(colours.english.length);
    }
  });
});
