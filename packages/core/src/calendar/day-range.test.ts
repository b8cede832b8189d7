import { SolarDay } from 'tyme4ts';
import { describe, expect, it } from 'vitest';
import { lunarDateSummary } from './lunar-date';
import { dayRange } from './day-range';

describe('dayRange equals tyme4ts day by day', () => {
  for (const [label, start, span] of [
    ['2025 (a 闰六月 year), from 1 January', SolarDay.fromYmd(2025, 1, 1), 366],
    ['from the day before 立春 2026 across 春节', SolarDay.fromYmd(2026, 2, 3), 200],
    ['2033 (闰十一月), from mid-month', SolarDay.fromYmd(2033, 6, 17), 366],
    ['a single day', SolarDay.fromYmd(2024, 2, 29), 1],
  ] as const) {
    it(`${label}: month and day pillars, weekday and lunar date`, () => {
      const range = dayRange(start, span);
      expect(range.days).toHaveLength(span);
      let day = start;
      for (const d of range.days) {
        const cycle = day.getSixtyCycleDay();
        const where = day.toString();
        expect(d.month.getSixtyCycle().getName(), where).toBe(cycle.getMonth().getName());
        expect(d.month.getYear().getName(), where).toBe(cycle.getYear().getName());
        expect(d.pillar.getName(), where).toBe(cycle.getSixtyCycle().getName());
        expect(d.week, where).toBe(day.getWeek().getIndex());
        expect(range.lunarAt(d.offset), where).toEqual(lunarDateSummary(day.getLunarDay()));
        day = day.next(1);
      }
    });
  }
});
