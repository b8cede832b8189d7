import { describe, expect, it } from 'vitest';
import { layoutBars, shortDay } from './day-bars';

describe('layoutBars', () => {
  it('scales bars to the largest value and places them side by side', () => {
    const { bars, max } = layoutBars(
      [
        { day: '2026-11-21', value: 0 },
        { day: '2026-11-22', value: 5 },
        { day: '2026-11-23', value: 10 },
      ],
      { width: 300, height: 100, gap: 4 },
    );
    expect(max).toBe(10);
    expect(bars.map((bar) => bar.x)).toEqual([2, 102, 202]);
    expect(bars.map((bar) => bar.width)).toEqual([96, 96, 96]);
    expect(bars.map((bar) => bar.height)).toEqual([0, 50, 100]);
    expect(bars.map((bar) => bar.y)).toEqual([100, 50, 0]);
  });

  it('keeps a tiny value visible and an all-zero series flat', () => {
    const tiny = layoutBars(
      [
        { day: 'a', value: 1 },
        { day: 'b', value: 1000 },
      ],
      { width: 100, height: 100 },
    );
    expect(tiny.bars[0]!.height).toBe(2);
    const flat = layoutBars([{ day: 'a', value: 0 }], { width: 10, height: 50 });
    expect(flat.max).toBe(1);
    expect(flat.bars[0]!.height).toBe(0);
  });
});

describe('shortDay', () => {
  it('drops the year and leading zeros', () => {
    expect(shortDay('2026-01-05')).toBe('1/5');
    expect(shortDay('2026-11-23')).toBe('11/23');
  });
});
