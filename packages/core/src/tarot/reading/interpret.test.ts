import { describe, expect, it } from 'vitest';
import { findSpread } from '../spreads';
import { interpretReading } from './interpret';
import { down, up } from './test-draws';

const read = (spreadId: string, cards: Parameters<typeof interpretReading>[1], question = '') =>
  interpretReading(findSpread(spreadId)!, cards, question);

const leaningOf = (reading: ReturnType<typeof read>) =>
  reading.answer.asked ? { kind: reading.answer.kind, value: reading.answer.leaning } : null;

describe('the leaning of a decision', () => {
  it.each([
    ['an upright Sun', [up('major-19')], 'yes'],
    ['a reversed Sun, a yes that comes late', [down('major-19')], 'notYet'],
    ['the Hanged Man, a card of waiting', [up('major-12')], 'notYet'],
    ['the Moon, a card of fog', [up('major-18')], 'depends'],
    ['an upright Tower', [up('major-16')], 'no'],
  ] as const)('a yes-or-no spread with %s leans %s', (_, cards, value) => {
    expect(leaningOf(read('yes-no', cards))).toEqual({ kind: 'yesNo', value });
  });

  it('leans in a general spread when the question asks yes or no, weighing the cards by position', () => {
    // Eight of Pentacles now (yes, 2) and Six of Cups ahead (yes, 2) outweigh the Hermit behind (not yet, 2).
    const reading = read(
      'three-times',
      [up('major-09'), up('pentacles-08'), up('cups-06')],
      'Should I take the new job?',
    );
    expect(reading.topic).toBe('career');
    expect(leaningOf(reading)).toEqual({ kind: 'yesNo', value: 'yes' });
    // The Wheel reversed behind (no, 2) against 4 for yes: not more than twice, so it depends.
    expect(
      leaningOf(read('three-times', [down('major-10'), up('pentacles-08'), up('cups-06')], '要不要换工作')),
    ).toEqual({
      kind: 'yesNo',
      value: 'depends',
    });
    // Eight of Pentacles reversed now (not yet, 2): 2 for yes, 2 against, 2 waiting — not yet.
    expect(
      leaningOf(read('three-times', [down('major-10'), down('pentacles-08'), up('cups-06')], '要不要换工作')),
    ).toEqual({
      kind: 'yesNo',
      value: 'notYet',
    });
  });

  it('compares the two paths of a two-choices spread', () => {
    const cards = [up('wands-02'), up('major-19'), down('swords-09'), up('cups-06'), down('pentacles-05')];
    expect(leaningOf(read('two-choices', cards))).toEqual({ kind: 'choice', value: 'pathA' });
    const mirrored = [up('wands-02'), down('swords-09'), up('major-19'), down('pentacles-05'), up('cups-06')];
    expect(leaningOf(read('two-choices', mirrored))).toEqual({ kind: 'choice', value: 'pathB' });
    const even = [up('wands-02'), up('cups-03'), up('wands-03'), up('major-18'), up('major-02')];
    expect(leaningOf(read('two-choices', even))).toEqual({ kind: 'choice', value: 'even' });
  });

  it('works the answer out for an open question too, but does not tell it', () => {
    const reading = read(
      'three-times',
      [up('major-19'), up('cups-02'), up('wands-03')],
      'What should I focus on this month?',
    );
    expect(reading.answer).toMatchObject({ kind: 'yesNo', asked: false, leaning: 'yes' });
  });
});

describe('each card in its position', () => {
  it('gives every position its frame and the card its polarity there', () => {
    const reading = read('celtic-cross', [
      up('major-19'),
      up('cups-04'),
      up('swords-10'),
      down('major-16'),
      up('major-17'),
      up('major-18'),
      up('wands-14'),
      up('pentacles-02'),
      up('swords-09'),
      up('major-21'),
    ]);
    expect(reading.positions.map(({ frame, polarity }) => `${frame}:${polarity}`)).toEqual([
      'present:yes',
      'challenge:notYet',
      'root:no',
      'past:notYet',
      'crown:yes',
      'future:depends',
      'self:yes',
      'environment:depends',
      'hopes:no',
      'outcome:yes',
    ]);
  });

  it('reads the Celtic Cross 1 against 10, 3 against 4 and 5 against 6', () => {
    const reading = read('celtic-cross', [
      down('major-19'),
      up('cups-04'),
      up('swords-10'),
      up('cups-06'),
      up('major-17'),
      up('major-16'),
      up('wands-14'),
      up('pentacles-02'),
      up('swords-09'),
      up('major-21'),
    ]);
    expect(reading.links).toEqual([
      { pair: 'presentOutcome', from: 0, to: 9, relation: 'rising' },
      { pair: 'rootPast', from: 2, to: 3, relation: 'rising' },
      { pair: 'crownFuture', from: 4, to: 5, relation: 'falling' },
    ]);
  });

  it('reads you against the other person, and your heart against theirs', () => {
    const reading = read('relationship', [
      up('cups-02'),
      up('swords-05'),
      up('cups-09'),
      up('swords-03'),
      up('major-14'),
      up('major-06'),
    ]);
    expect(reading.links).toEqual([
      { pair: 'youPartner', from: 0, to: 1, relation: 'falling' },
      { pair: 'hearts', from: 2, to: 3, relation: 'falling' },
    ]);
    expect(read('love-pyramid', [up('swords-05'), up('cups-02'), up('major-14'), up('major-06')]).links).toEqual([
      { pair: 'youPartner', from: 0, to: 1, relation: 'rising' },
    ]);
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
