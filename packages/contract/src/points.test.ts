import { describe, expect, it } from 'vitest';
import { checkInPoints, POINTS_RULES } from './points';
import { isNewerRelease } from './app-release';

describe('the daily check-in points', () => {
  it.each([
    [1, 5],
    [2, 6],
    [3, 7],
    [6, 10],
    [7, 11],
    [8, 11],
    [365, 11],
  ])('earns %i-day streaks %i points', (streak, points) => {
    expect(checkInPoints(streak)).toBe(points);
  });

  it('never pays less than the base, even for a nonsense streak', () => {
    expect(checkInPoints(0)).toBe(POINTS_RULES.checkInBase);
    expect(checkInPoints(-3)).toBe(POINTS_RULES.checkInBase);
  });
});

describe('checking for updates', () => {
  it('calls a release newer only when its version code is higher', () => {
    expect(isNewerRelease({ versionCode: 100061 }, 100060)).toBe(true);
    expect(isNewerRelease({ versionCode: 100060 }, 100060)).toBe(false);
    expect(isNewerRelease({ versionCode: 100059 }, 100060)).toBe(false);
  });
});
