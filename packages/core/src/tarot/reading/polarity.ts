import type { CardId } from '../types';

/**
 * How a card answers a yes-or-no question: `yes`, `no`, `notYet` (it is coming, or may, but
 * not now: a card of waiting, ripening or delay) or `depends` (the card names a condition,
 * a choice or a fog rather than an answer).
 */
export const POLARITIES = ['yes', 'no', 'notYet', 'depends'] as const;
export type Polarity = (typeof POLARITIES)[number];

/** Upright, then reversed. */
type Pair = readonly [upright: Polarity, reversed: Polarity];

/**
 * Every card of the deck, upright and reversed, as readers commonly use it for a yes or a no:
 * the Sun, the Star and the Ten of Cups say yes; the Tower, Death, the Three and Ten of Swords
 * say no; the High Priestess, the Hanged Man, Temperance, the Four of Swords and the Seven of
 * Pentacles ask for time; the Moon, Justice, the Two of Pentacles and the court of Swords make
 * it depend. Reversal is read card by card, not as a flat "no": a reversed Tower is upheaval
 * put off (not yet), a reversed Devil a chain loosening (depends), a reversed Three of Swords
 * a wound healing (not yet), a reversed Sun a yes that comes late (not yet). Written for this
 * product from the cards' upright and reversed meanings in `texts/<language>/tarot/cards.json`.
 */
// prettier-ignore
const MAJORS: readonly Pair[] = [
  ['yes', 'notYet'], // 0 the Fool: a leap; reversed, a leap not yet thought through
  ['yes', 'no'], // 1 the Magician: the means are there; reversed, misused or missing
  ['notYet', 'depends'], // 2 the High Priestess: not yet known; reversed, what is hidden surfaces
  ['yes', 'notYet'], // 3 the Empress: growth; reversed, growth blocked for now
  ['yes', 'no'], // 4 the Emperor
  ['yes', 'no'], // 5 the Hierophant: the accepted way
  ['yes', 'no'], // 6 the Lovers
  ['yes', 'no'], // 7 the Chariot
  ['yes', 'notYet'], // 8 Strength: yes, through patience; reversed, strength still gathering
  ['notYet', 'no'], // 9 the Hermit: withdrawal; reversed, isolation
  ['yes', 'no'], // 10 the Wheel: the turn comes; reversed, it turns against
  ['depends', 'no'], // 11 Justice: as fair as what was done; reversed, unfairness
  ['notYet', 'no'], // 12 the Hanged Man: suspension; reversed, stalling without end
  ['no', 'notYet'], // 13 Death: an ending; reversed, an ending resisted
  ['notYet', 'no'], // 14 Temperance: in good time; reversed, imbalance
  ['no', 'depends'], // 15 the Devil: a bind; reversed, the chain loosens
  ['no', 'notYet'], // 16 the Tower: collapse; reversed, upheaval put off
  ['yes', 'notYet'], // 17 the Star: hope; reversed, hope dimmed for a while
  ['depends', 'notYet'], // 18 the Moon: fog; reversed, the truth slowly clears
  ['yes', 'notYet'], // 19 the Sun: yes; reversed, a yes that comes late
  ['yes', 'no'], // 20 Judgement: a call answered; reversed, refused
  ['yes', 'notYet'], // 21 the World: completion; reversed, not finished yet
];

/** Ace … ten, page, knight, queen, king of each suit. */
// prettier-ignore
const SUITS: Readonly<Record<'wands' | 'cups' | 'swords' | 'pentacles', readonly Pair[]>> = {
  wands: [
    ['yes', 'notYet'], ['depends', 'no'], ['yes', 'notYet'], ['yes', 'depends'], ['no', 'depends'],
    ['yes', 'no'], ['depends', 'no'], ['yes', 'notYet'], ['depends', 'no'], ['no', 'depends'],
    ['yes', 'notYet'], ['yes', 'no'], ['yes', 'depends'], ['yes', 'no'],
  ],
  cups: [
    ['yes', 'no'], ['yes', 'no'], ['yes', 'no'], ['notYet', 'depends'], ['no', 'notYet'],
    ['yes', 'no'], ['depends', 'notYet'], ['no', 'depends'], ['yes', 'no'], ['yes', 'no'],
    ['yes', 'notYet'], ['yes', 'depends'], ['yes', 'depends'], ['yes', 'no'],
  ],
  swords: [
    ['yes', 'no'], ['notYet', 'depends'], ['no', 'notYet'], ['notYet', 'depends'], ['no', 'depends'],
    ['depends', 'no'], ['no', 'depends'], ['no', 'notYet'], ['no', 'notYet'], ['no', 'notYet'],
    ['depends', 'no'], ['yes', 'no'], ['depends', 'no'], ['depends', 'no'],
  ],
  pentacles: [
    ['yes', 'no'], ['depends', 'no'], ['yes', 'notYet'], ['depends', 'no'], ['no', 'notYet'],
    ['yes', 'no'], ['notYet', 'no'], ['yes', 'notYet'], ['yes', 'no'], ['yes', 'no'],
    ['yes', 'notYet'], ['notYet', 'no'], ['yes', 'depends'], ['yes', 'no'],
  ],
};

const two = (n: number) => String(n).padStart(2, '0');

export const POLARITY_TABLE: ReadonlyMap<CardId, Pair> = new Map([
  ...MAJORS.map((pair, number) => [`major-${two(number)}`, pair] as const),
  ...Object.entries(SUITS).flatMap(([suit, pairs]) =>
    pairs.map((pair, index) => [`${suit}-${two(index + 1)}`, pair] as const),
  ),
]);

/**
 * Minor cards that answer as plainly as a major arcanum, and so weigh as much: the Ace, Two,
 * Nine (the wish card) and Ten of Cups, the Six of Wands (victory), the Ten of Pentacles, and
 * the Three, Nine and Ten of Swords and the Five of Pentacles (heartbreak, dread, ruin, want).
 */
export const PLAIN_MINORS: ReadonlySet<CardId> = new Set([
  'cups-01',
  'cups-02',
  'cups-09',
  'cups-10',
  'wands-06',
  'pentacles-10',
  'swords-03',
  'swords-09',
  'swords-10',
  'pentacles-05',
]);

export function polarityOf(id: CardId, reversed: boolean): Polarity {
  const pair = POLARITY_TABLE.get(id);
  if (!pair) throw new RangeError(`unknown card ${id}`);
  return pair[reversed ? 1 : 0];
}
