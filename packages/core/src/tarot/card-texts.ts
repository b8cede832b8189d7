import type { CardBodyTable, CardNameTable, CardTextTable } from './types';

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
