/** What the search page finds, in the order its groups appear. */
export const RESULT_KINDS = ['cards', 'spreads', 'tools', 'articles'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

export interface SearchResult {
  readonly kind: ResultKind;
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  /** Where tapping the result goes. */
  readonly path: string;
}

/** Something the app can find on the device: a card, a spread, a tool. */
export interface Searchable {
  readonly id: string;
  readonly title: string;
  /** Keywords, a purpose: found too, but ranked below the title. */
  readonly details: readonly string[];
  readonly subtitle: string;
  readonly path: string;
}

const fold = (text: string): string => text.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** Title prefix first, then title anywhere, then details; each rank keeps the catalogue's own order. */
export function findLocal(kind: ResultKind, items: readonly Searchable[], query: string): SearchResult[] {
  const needle = fold(query);
  if (!needle) return [];
  const ranked: { rank: number; index: number; result: SearchResult }[] = [];
  items.forEach((item, index) => {
    const title = fold(item.title);
    const matchedDetail = item.details.find((detail) => fold(detail).includes(needle));
    const rank = title.startsWith(needle) ? 0 : title.includes(needle) ? 1 : matchedDetail ? 2 : -1;
    if (rank < 0) return;
    // A match in the details says which detail matched, so the reader sees why it is here.
    const subtitle = rank === 2 && matchedDetail ? matchedDetail : item.subtitle;
    ranked.push({ rank, index, result: { kind, id: item.id, title: item.title, subtitle, path: item.path } });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.result);
}

export interface ResultGroup {
  readonly kind: ResultKind;
  readonly items: readonly SearchResult[];
}

/** The non-empty groups in the page's fixed order. */
export function groupResults(results: Partial<Record<ResultKind, readonly SearchResult[]>>): ResultGroup[] {
  return RESULT_KINDS.flatMap((kind) => {
    const items = results[kind] ?? [];
    return items.length > 0 ? [{ kind, items }] : [];
  });
}
