import { describe, expect, it } from 'vitest';
import { roman } from './glyphs';

describe('roman numerals', () => {
  it('numbers the major arcana from 0 to XXI', () => {
    expect([0, 1, 4, 9, 14, 19, 21].map(roman)).toEqual(['0', 'I', 'IV', 'IX', 'XIV', 'XIX', 'XXI']);
  });
});
