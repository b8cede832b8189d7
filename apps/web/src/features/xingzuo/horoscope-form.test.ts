import { describe, expect, it } from 'vitest';
import { horoscopeFormOf, horoscopeParams } from './horoscope-form';

describe('the horoscope page address', () => {
  it('reads a sign and a period', () => {
    expect(horoscopeFormOf(new URLSearchParams('sign=leo&period=week'), null)).toEqual({ sign: 'leo', period: 'week' });
  });

  it('falls back to the kept sign, then Aries, and to today', () => {
    expect(horoscopeFormOf(new URLSearchParams('sign=dragon&period=year'), 'pisces')).toEqual({
      sign: 'pisces',
      period: 'day',
    });
    expect(horoscopeFormOf(new URLSearchParams(''), null)).toEqual({ sign: 'aries', period: 'day' });
  });

  it('writes today without a period', () => {
    expect(horoscopeParams({ sign: 'virgo', period: 'day' })).toEqual({ sign: 'virgo' });
    expect(horoscopeParams({ sign: 'virgo', period: 'month' })).toEqual({ sign: 'virgo', period: 'month' });
  });
});
