import type { Condition } from './conditions';

/**
 * The patterns a reader points out across a spread, as data: every condition of a rule
 * must hold for its code to be named. Order is the order the texts are read in: specific
 * pairs first, then the people in the draw, the topic's suit, and the draw's overall balance.
 * Each code is a key of the reading texts (`texts/<language>.ts`).
 */
export const READING_RULES = [
  { code: 'majorsPastFuture', when: [{ kind: 'majorsAt', positions: ['past', 'future'] }] },
  { code: 'towerThenStar', when: [{ kind: 'together', cards: ['major-16', 'major-17'] }] },
  { code: 'sunAndMoon', when: [{ kind: 'together', cards: ['major-19', 'major-18'] }] },
  { code: 'loversAndDevil', when: [{ kind: 'together', cards: ['major-06', 'major-15'] }] },
  {
    code: 'courtPeople',
    when: [
      { kind: 'cardsAtLeast', count: 3 },
      { kind: 'courtAtLeast', count: 1 },
    ],
  },
  {
    code: 'cupsInLove',
    when: [
      { kind: 'topic', topics: ['love', 'relationship', 'reconciliation'] },
      { kind: 'suitAtLeast', suit: 'cups', count: 2 },
    ],
  },
  {
    code: 'swordsInLove',
    when: [
      { kind: 'topic', topics: ['love', 'relationship', 'reconciliation'] },
      { kind: 'suitAtLeast', suit: 'swords', count: 2 },
    ],
  },
  {
    code: 'wandsInWork',
    when: [
      { kind: 'topic', topics: ['career', 'study'] },
      { kind: 'suitAtLeast', suit: 'wands', count: 2 },
    ],
  },
  {
    code: 'pentaclesInMoney',
    when: [
      { kind: 'topic', topics: ['money', 'property'] },
      { kind: 'suitAtLeast', suit: 'pentacles', count: 2 },
    ],
  },
  { code: 'manyAces', when: [{ kind: 'rankAtLeast', rank: 1, count: 2 }] },
  {
    code: 'majorsLead',
    when: [
      { kind: 'cardsAtLeast', count: 3 },
      { kind: 'majorShareOver', share: 0.5 },
    ],
  },
  { code: 'noMajors', when: [{ kind: 'cardsAtLeast', count: 3 }, { kind: 'noMajors' }] },
  {
    code: 'mostReversed',
    when: [
      { kind: 'cardsAtLeast', count: 2 },
      { kind: 'reversedShareOver', share: 0.5 },
    ],
  },
  { code: 'noneReversed', when: [{ kind: 'cardsAtLeast', count: 3 }, { kind: 'noneReversed' }] },
  {
    code: 'fireLeads',
    when: [
      { kind: 'cardsAtLeast', count: 3 },
      { kind: 'dominantElement', element: 'fire' },
    ],
  },
  {
    code: 'waterLeads',
    when: [
      { kind: 'cardsAtLeast', count: 3 },
      { kind: 'dominantElement', element: 'water' },
    ],
  },
  {
    code: 'airLeads',
    when: [
      { kind: 'cardsAtLeast', count: 3 },
      { kind: 'dominantElement', element: 'air' },
    ],
  },
  {
    code: 'earthLeads',
    when: [
      { kind: 'cardsAtLeast', count: 3 },
      { kind: 'dominantElement', element: 'earth' },
    ],
  },
  // A missing suit says something only in a large draw; in four or five cards it is the rule.
  {
    code: 'noWands',
    when: [
      { kind: 'cardsAtLeast', count: 7 },
      { kind: 'suitAbsent', suit: 'wands' },
    ],
  },
  {
    code: 'noCups',
    when: [
      { kind: 'cardsAtLeast', count: 7 },
      { kind: 'suitAbsent', suit: 'cups' },
    ],
  },
  {
    code: 'noSwords',
    when: [
      { kind: 'cardsAtLeast', count: 7 },
      { kind: 'suitAbsent', suit: 'swords' },
    ],
  },
  {
    code: 'noPentacles',
    when: [
      { kind: 'cardsAtLeast', count: 7 },
      { kind: 'suitAbsent', suit: 'pentacles' },
    ],
  },
] as const satisfies readonly { readonly code: string; readonly when: readonly Condition[] }[];

export type PatternCode = (typeof READING_RULES)[number]['code'];
