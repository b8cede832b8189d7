import { describe, expect, it } from 'vitest';
import { summarizeReading } from './summary';

describe('summarizeReading', () => {
  it('counts majors, suits, elements and reversals of a Celtic Cross', () => {
    const summary = summarizeReading([
      { id: 'major-00', reversed: false }, // air
      { id: 'major-16', reversed: true }, // fire
      { id: 'wands-03', reversed: false },
      { id: 'wands-14', reversed: true },
      { id: 'cups-02', reversed: false },
      { id: 'cups-10', reversed: false },
      { id: 'swords-05', reversed: true },
      { id: 'major-17', reversed: false }, // air
      { id: 'wands-01', reversed: false },
      { id: 'major-21', reversed: false }, // earth
    ]);
    expect(summary).toMatchObject({
      total: 10,
      majors: 4,
      minors: 6,
      reversed: 3,
      suits: { wands: 3, cups: 2, swords: 1, pentacles: 0 },
      elements: { fire: 4, water: 2, air: 3, earth: 1 },
    });
  });

  it('refuses an unknown card', () => {
    expect(() => summarizeReading([{ id: 'cups-15', reversed: false }])).toThrow(RangeError);
  });
});
