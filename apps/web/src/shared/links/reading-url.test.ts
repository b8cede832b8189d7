import { describe, expect, it } from 'vitest';
import { parseReading, readingSearch } from './reading-url';

const parse = (search: string) => parseReading(new URLSearchParams(search));

describe('reading addresses', () => {
  it('round-trips a draw with its orientations and question', () => {
    const cards = [
      { id: 'major-00', reversed: false },
      { id: 'cups-02', reversed: true },
      { id: 'swords-14', reversed: false },
    ];
    const reading = parse(readingSearch('three-times', cards, '  我该换工作吗？ '));
    expect(reading).toMatchObject({ cards, question: '我该换工作吗？' });
    expect(typeof reading === 'object' && reading.spread.id).toBe('three-times');
  });

  it('refuses unknown spreads, wrong counts, unknown cards, bad orientations and repeats', () => {
    expect(parse('spread=nope&cards=major-00:u')).toBe('unknownSpread');
    expect(parse('spread=single&cards=major-00:u,major-01:u')).toBe('badCards');
    expect(parse('spread=single&cards=major-99:u')).toBe('badCards');
    expect(parse('spread=single&cards=major-01:x')).toBe('badCards');
    expect(parse('spread=single')).toBe('badCards');
    expect(parse('spread=three-times&cards=major-01:u,major-01:r,major-02:u')).toBe('badCards');
  });

  it('caps a question at 140 characters', () => {
    const reading = parse(`spread=single&cards=major-01:u&q=${'问'.repeat(300)}`);
    expect(typeof reading === 'object' && reading.question.length).toBe(140);
  });
});
