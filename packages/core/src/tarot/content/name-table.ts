import { SUITS, type CardNameTable, type Suit } from '../types';

type Fourteen<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T, T, T];
type TwentyTwo<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T];

/** How one language names the deck: every minor card is a rank of a suit, joined by its grammar. */
export interface NameParts {
  /** The major arcana, 0 The Fool … 21 The World. */
  readonly majors: TwentyTwo<string>;
  /** Ace, two … ten, page, knight, queen, king. */
  readonly ranks: Fourteen<string>;
  /** Each suit as the language joins it to a rank (with its article or case where it takes one). */
  readonly suits: Readonly<Record<Suit, string>>;
  readonly minor: (rank: string, suit: string) => string;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The 78 names, keyed by card id. Languages whose minor names are regular say so once here
 * instead of spelling out 56 near-identical lines, so a wrong suit word cannot hide in one.
 */
export function nameTable({ majors, ranks, suits, minor }: NameParts): CardNameTable {
  return Object.fromEntries([
    ...majors.map((name, number) => [`major-${two(number)}`, name]),
    ...SUITS.flatMap((suit) => ranks.map((rank, index) => [`${suit}-${two(index + 1)}`, minor(rank, suits[suit])])),
  ]);
}
