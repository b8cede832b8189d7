import type { CardText } from '@tarot/core/tarot/types';

/** A card matches when its name or any keyword contains the query, ignoring case. */
export function matchesCard(text: CardText | undefined, query: string): boolean {
  if (!text) return false;
  const needle = query.toLocaleLowerCase();
  return [text.name, ...text.keywords.upright, ...text.keywords.reversed].some((value) =>
    value.toLocaleLowerCase().includes(needle),
  );
}
