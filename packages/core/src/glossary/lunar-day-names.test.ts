import { LunarDay } from 'tyme4ts';
import { describe, expect, it } from 'vitest';
import { LUNAR_DAY_NAMES } from './lunar-calendar';

describe('the lunar day names the glossary writes out', () => {
  it('are tyme4ts’ own, in order', () => {
    expect(LUNAR_DAY_NAMES).toEqual(LunarDay.NAMES);
    expect(LUNAR_DAY_NAMES).toHaveLength(30);
    expect(LUNAR_DAY_NAMES[22]).toBe('廿三');
  });
});
