import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { formatNumber } from './number-format';

describe('numbers in the interface texts', () => {
  it.each(LANGUAGES)('%s: every whole number below a thousand reads as Intl writes it', (language) => {
    const intl = new Intl.NumberFormat(language);
    for (let value = 0; value < 1_000; value += 1) expect(formatNumber(value, language)).toBe(intl.format(value));
  });

  it.each(LANGUAGES)('%s: larger, fractional and negative numbers go through Intl', (language) => {
    const intl = new Intl.NumberFormat(language);
    for (const value of [1_000, 12_345, 1_234_567, 2.5, -3])
      expect(formatNumber(value, language)).toBe(intl.format(value));
  });

  it('groups thousands the way each language does', () => {
    expect(formatNumber(12_345, 'en')).toBe('12,345');
    expect(formatNumber(12_345, 'de')).toBe('12.345');
    expect(formatNumber(12_345, 'fr')).toBe('12\u202f345');
  });
});
