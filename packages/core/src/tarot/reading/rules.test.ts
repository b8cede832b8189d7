import { describe, expect, it } from 'vitest';
import type { DrawnCard } from '../draw';
import { findSpread } from '../spreads';
import { interpretReading } from './interpret';
import { READING_RULES } from './rules';
import { down, up } from './test-draws';

/** The pattern codes a draw triggers, each with the cards it names. */
function patterns(spreadId: string, cards: readonly DrawnCard[], question = '') {
  return interpretReading(findSpread(spreadId)!, cards, question).patterns.map(({ code, cards: named }) =>
    named.length ? `${code}: ${named.join(' ')}` : code,
  );
}

/** One concrete draw per rule; each golden list is every pattern that draw names, in order. */
const GOLDEN: readonly (readonly [string, string, readonly DrawnCard[], string, readonly string[]])[] = [
  [
    'majors in past and future',
    'three-times',
    [up('major-00'), down('cups-03'), up('major-21')],
    '',
    ['majorsPastFuture: major-00 major-21', 'majorsLead'],
  ],
  [
    'the Tower then the Star',
    'three-times',
    [up('wands-02'), down('major-16'), up('major-17')],
    '',
    ['towerThenStar: major-16 major-17', 'majorsLead', 'fireLeads'],
  ],
  [
    'the Sun and the Moon',
    'holy-triangle',
    [up('major-19'), down('major-18'), up('cups-02')],
    '',
    ['sunAndMoon: major-19 major-18', 'majorsLead', 'waterLeads'],
  ],
  [
    'the Lovers and the Devil',
    'love-pyramid',
    [up('major-06'), down('major-15'), up('cups-07'), up('major-01')],
    '',
    ['loversAndDevil: major-06 major-15', 'majorsLead', 'airLeads'],
  ],
  [
    'court cards as people',
    'three-times',
    [up('cups-13'), down('swords-11'), up('pentacles-04')],
    '',
    ['courtPeople: cups-13 swords-11', 'noMajors'],
  ],
  [
    'many cups in a love question',
    'three-times',
    [up('cups-02'), down('cups-06'), up('wands-04')],
    '他还爱我吗？',
    ['cupsInLove: cups-02 cups-06', 'noMajors', 'waterLeads'],
  ],
  [
    'many swords in a love question',
    'three-times',
    [up('swords-03'), up('swords-06'), down('major-06')],
    'How can we talk better in our relationship?',
    ['swordsInLove: swords-03 swords-06', 'airLeads'],
  ],
  [
    'many wands in a career spread',
    'career-path',
    [up('wands-03'), up('wands-08'), down('pentacles-05'), up('major-01'), down('swords-10')],
    '',
    ['wandsInWork: wands-03 wands-08'],
  ],
  [
    'many pentacles in a money spread',
    'wealth-flow',
    [up('pentacles-09'), down('pentacles-02'), up('major-03')],
    '',
    ['pentaclesInMoney: pentacles-09 pentacles-02', 'earthLeads'],
  ],
  [
    'more than one ace',
    'three-times',
    [up('wands-01'), down('cups-01'), up('swords-05')],
    '',
    ['manyAces: wands-01 cups-01', 'noMajors'],
  ],
  [
    'most cards reversed',
    'three-times',
    [down('wands-05'), down('swords-07'), up('cups-09')],
    '',
    ['noMajors', 'mostReversed'],
  ],
  [
    'no card reversed',
    'three-times',
    [up('wands-06'), up('major-08'), up('cups-10')],
    '',
    ['noneReversed', 'fireLeads'],
  ],
  [
    'a Celtic Cross without cups or pentacles',
    'celtic-cross',
    [
      up('major-00'),
      down('major-16'),
      up('wands-03'),
      down('wands-14'),
      up('swords-02'),
      up('swords-10'),
      down('swords-05'),
      up('major-17'),
      up('wands-01'),
      up('major-21'),
    ],
    '',
    ['towerThenStar: major-16 major-17', 'courtPeople: wands-14', 'airLeads', 'noCups', 'noPentacles'],
  ],
  [
    'seven days without wands or swords',
    'seven-days',
    [
      up('cups-01'),
      up('cups-05'),
      up('pentacles-03'),
      down('pentacles-10'),
      up('major-02'),
      up('cups-12'),
      up('pentacles-08'),
    ],
    '',
    ['courtPeople: cups-12', 'waterLeads', 'noWands', 'noSwords'],
  ],
];

describe('reading rules', () => {
  it.each(GOLDEN)('%s', (_, spreadId, cards, question, expected) => {
    expect(patterns(spreadId, cards, question)).toEqual(expected);
  });

  it('has a golden draw for every rule', () => {
    const triggered = new Set(GOLDEN.flatMap(([, , , , codes]) => codes.map((code) => code.split(':')[0])));
    expect(READING_RULES.map((rule) => rule.code).filter((code) => !triggered.has(code))).toEqual([]);
  });

  it('names no pattern in a single card', () => {
    expect(patterns('single', [up('major-00')])).toEqual([]);
  });
});
