/** The ids in their new order after moving one place up (-1) or down (+1); unchanged at either end. */
export function moved<T extends { id: string }>(items: readonly T[], id: string, step: -1 | 1): string[] {
  const ids = items.map((item) => item.id);
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}
