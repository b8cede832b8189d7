import { describe, expect, it } from 'vitest';
import { equationOfTimeMinutes, trueSolarTime } from './true-solar-time';

const at = (year: number, month: number, day: number, hour: number, minute = 0, second = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
});
/** Minutes since midnight of the result, for ±1 minute comparisons. */
const clockMinutes = (t: { hour: number; minute: number; second: number }) => t.hour * 60 + t.minute + t.second / 60;

describe('equationOfTimeMinutes', () => {
  it('matches Meeus, Astronomical Algorithms example 28.b: +13m42.6s on 1992-10-13 0h (08:00 Beijing)', () => {
    expect(Math.abs(equationOfTimeMinutes(at(1992, 10, 13, 8)) - 13.71)).toBeLessThan(0.5);
  });

  it('reaches the almanac extremes: about −14.2 min on 11 February and +16.4 min on 3 November', () => {
    expect(Math.abs(equationOfTimeMinutes(at(2024, 2, 11, 20)) - -14.2)).toBeLessThan(0.5);
    expect(Math.abs(equationOfTimeMinutes(at(2024, 11, 3, 20)) - 16.4)).toBeLessThan(0.5);
  });

  it('is near zero on its four zero crossings (mid-April, mid-June, 1 September, 25 December)', () => {
    for (const [month, day] of [
      [4, 15],
      [6, 13],
      [9, 1],
      [12, 25],
    ] as const) {
      expect(Math.abs(equationOfTimeMinutes(at(2024, month, day, 12)))).toBeLessThan(0.6);
    }
  });
});

describe('trueSolarTime', () => {
  it('puts Urumqi (87.6°E) at about 09:50 when Beijing reads 12:00 on 2024-04-15 (−129.6 min, equation ≈ 0)', () => {
    const t = trueSolarTime(at(2024, 4, 15, 12), 87.6);
    expect(t.longitudeMinutes).toBeCloseTo(-129.6, 6);
    expect(Math.abs(clockMinutes(t) - (9 * 60 + 50.4))).toBeLessThan(1);
    expect([t.year, t.month, t.day]).toEqual([2024, 4, 15]);
  });

  it('puts Beijing (116.4°E) 14.4 min behind and Shanghai (121.5°E) 6 min ahead of the zone clock', () => {
    expect(Math.abs(clockMinutes(trueSolarTime(at(2024, 4, 15, 12), 116.4)) - (12 * 60 - 14.4))).toBeLessThan(1);
    expect(Math.abs(clockMinutes(trueSolarTime(at(2024, 4, 15, 12), 121.5)) - (12 * 60 + 6))).toBeLessThan(1);
  });

  it('adds the equation of time: Beijing 12:00 on 2024-11-03 at 120°E is about 12:16 apparent', () => {
    const t = trueSolarTime(at(2024, 11, 3, 12), 120);
    expect(Math.abs(clockMinutes(t) - (12 * 60 + 16.4))).toBeLessThan(1);
  });

  it('rolls back to the previous day in the far west after midnight', () => {
    // 00:30 − 129.6 min − about 2.7 min (equation of time on 31 December) ≈ 22:17.7 the day before.
    const t = trueSolarTime(at(2024, 1, 1, 0, 30), 87.6);
    expect([t.year, t.month, t.day]).toEqual([2023, 12, 31]);
    expect(Math.abs(clockMinutes(t) - (22 * 60 + 17.7))).toBeLessThan(1);
  });

  it('rejects impossible longitudes and dates', () => {
    expect(() => trueSolarTime(at(2024, 4, 15, 12), 181)).toThrow(RangeError);
    expect(() => trueSolarTime(at(2023, 2, 29, 12), 100)).toThrow(RangeError);
  });
});
