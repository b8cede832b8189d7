import { describe, expect, it } from 'vitest';
import { findSpread } from '../spreads';
import { interpretReading } from './interpret';
import { down, up } from './test-draws';

const read = (spreadId: string, cards: Parameters<typeof interpretReading>[1], question = '') =>
  interpretReading(findSpread(spreadId)!, cards, question);

describe('the leaning of a decision', () => {
  it.each([
    ['an upright Sun', [up('major-19')], 'yes'],
    ['a reversed Sun', [down('major-19')], 'no'],
    ['the Hanged Man, a card of waiting', [up('major-12')], 'notYet'],
  ] as const)('a yes-or-no spread with %s leans %s', (_, cards, value) => {
    expect(read('yes-no', cards).leaning).toEqual({ kind: 'yesNo', value });
  });

  it('leans in a general spread when the question asks yes or no, weighing majors double', () => {
    const reading = read(
      'three-times',
      [down('major-10'), up('pentacles-08'), up('cups-06')],
      'Should I take the new job?',
    );
    expect(reading.topic).toBe('career');
    expect(reading.leaning).toEqual({ kind: 'yesNo', value: 'notYet' });
    expect(
      read('three-times', [down('major-10'), down('pentacles-08'), up('cups-06')], '要不要换工作').leaning,
    ).toEqual({
      kind: 'yesNo',
      value: 'no',
    });
  });

  it('compares the two paths of a two-choices spread', () => {
    const cards = [up('wands-02'), up('major-19'), down('swords-09'), up('cups-06'), down('pentacles-05')];
    expect(read('two-choices', cards).leaning).toEqual({ kind: 'choice', value: 'pathA' });
    const mirrored = [up('wands-02'), down('swords-09'), up('major-19'), down('pentacles-05'), up('cups-06')];
    expect(read('two-choices', mirrored).leaning).toEqual({ kind: 'choice', value: 'pathB' });
    const even = [up('wands-02'), up('cups-03'), up('swords-03'), down('cups-05'), down('swords-05')];
    expect(read('two-choices', even).leaning).toEqual({ kind: 'choice', value: 'even' });
  });

  it('gives no leaning to an open question', () => {
    expect(
      read('three-times', [up('major-19'), up('cups-02'), up('wands-03')], 'What should I focus on this month?')
        .leaning,
    ).toBeNull();
  });
});

describe('reading the cards in the question’s area', () => {
  it('reads a love question in a general spread with the love texts', () => {
    expect(read('three-times', [up('major-19'), up('cups-02'), up('wands-03')], '我们的感情会怎样发展').area).toBe(
      'love',
    );
  });

  it('reads study with the career texts and money with the wealth texts', () => {
    const cards = [up('major-19'), up('cups-02'), up('wands-03')];
    expect(read('three-times', cards, 'How will my exam go?')).toMatchObject({ topic: 'study', area: 'career' });
    expect(read('three-times', cards, 'How are my finances this year?')).toMatchObject({
      topic: 'money',
      area: 'wealth',
    });
  });

  it('falls back to the spread’s own area and topic when the question names none', () => {
    const cards = [up('major-19'), up('cups-02'), up('wands-03'), up('swords-04')];
    expect(read('love-pyramid', cards)).toMatchObject({ topic: 'love', area: 'love' });
    expect(read('three-times', cards.slice(0, 3))).toMatchObject({ topic: 'general', area: null });
  });
});

describe('the synthesis', () => {
  it('rests on the outcome where the spread has one, and on the last card otherwise', () => {
    const five = [up('major-19'), up('cups-02'), up('wands-03'), up('swords-04'), up('major-21')];
    expect(read('five-cards', five).anchor).toBe(4);
    expect(read('holy-triangle', five.slice(0, 3)).anchor).toBe(2);
    expect(read('seven-days', [...five, up('cups-05'), up('cups-07')]).anchor).toBe(6);
  });

  it('sets the tone by how many cards lie reversed', () => {
    expect(read('three-times', [up('major-19'), up('cups-02'), up('wands-03')]).tone).toBe('flowing');
    expect(read('three-times', [down('major-19'), up('cups-02'), up('wands-03')]).tone).toBe('mixed');
    expect(read('three-times', [down('major-19'), down('cups-02'), up('wands-03')]).tone).toBe('inward');
  });

  it('keeps the question, trimmed, for the synthesis to quote', () => {
    expect(read('single', [up('major-19')], '  会顺利吗？ ').question).toBe('会顺利吗？');
  });

  it('refuses a draw that does not fill the spread', () => {
    expect(() => read('three-times', [up('major-19')])).toThrow(RangeError);
    expect(() => read('single', [up('cups-15')])).toThrow(RangeError);
  });
});
