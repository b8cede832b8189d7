import { describe, expect, it } from 'vitest';
import { hourLabel } from './hour-label';

describe('the 时辰 beside an hour', () => {
  it('is named as each language names it', () => {
    expect(hourLabel('zh-Hans', '午')).toBe('午时');
    expect(hourLabel('zh-Hant', '午')).toBe('午時');
    expect(hourLabel('ja', '午')).toBe('午の刻');
    expect(hourLabel('ko', '午')).toBe('오시');
    expect(hourLabel('en', '午')).toBe('Wu (Horse)');
    expect(hourLabel('ru', '子')).toBe('Цзы (Крыса)');
  });
});
