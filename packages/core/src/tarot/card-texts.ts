import { SUITS, type CardBodyTable, type CardNameTable, type CardTextTable, type Suit } from './types';

type Fourteen<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T, T, T];
type TwentyTwo<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T, T];

/** How one language names the deck: every minor card is a rank of a suit, joined by its grammar. */
export interface CardNameParts {
  /** The major arcana, 0 The Fool … 21 The World. */
  readonly majors: TwentyTwo<string>;
  /** Ace, two … ten, page, knight, queen, king. */
  readonly ranks: Fourteen<string>;
  /** Each suit as the language joins it to a rank (with its article or case where it takes one). */
  readonly suits: Readonly<Record<Suit, string>>;
  /** How a rank joins a suit: `{rank}` and `{suit}` in the language's order ('{rank} of {suit}', '{suit}の{rank}'). */
  readonly minor: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The 78 names, keyed by card id. Minor names are regular in every language, so a language
 * states its ranks, suits and their joining once instead of spelling out 56 near-identical
 * names, and a wrong suit word cannot hide in one of them.
 */
export function nameTable({ majors, ranks, suits, minor }: CardNameParts): CardNameTable {
  const join = (rank: string, suit: string) => minor.replace('{rank}', () => rank).replace('{suit}', () => suit);
  return Object.fromEntries([
    ...majors.map((name, number) => [`major-${two(number)}`, name]),
    ...SUITS.flatMap((suit) => ranks.map((rank, index) => [`${suit}-${two(index + 1)}`, join(rank, suits[suit])])),
  ]);
}

/**
 * Joins each card's name to its texts, replacing a name the texts already carry (English
 * texts under Japanese names, say); a card missing from either table is a content bug.
 */
export function withNames(names: CardNameTable, bodies: CardBodyTable): CardTextTable {
  return Object.fromEntries(
    Object.entries(bodies).map(([id, body]) => {
      const name = names[id];
      if (name === undefined) throw new Error(`card ${id} has no name`);
      return [id, { ...body, name }];
    }),
  );
}
