import { describe, expect, it } from 'vitest';
import { hourBranchName } from './hour-branch';

describe('时辰 of a clock hour', () => {
  it.each([
    [23, '子时'],
    [0, '子时'],
    [1, '丑时'],
    [8, '辰时'],
    [12, '午时'],
    [22, '亥时'],
  ])('%i:00 is %s', (hour, name) => {
    expect(hourBranchName(hour)).toBe(name);
  });

  it('refuses hours outside the clock', () => {
    expect(() => hourBranchName(24)).toThrow(RangeError);
  });
});
