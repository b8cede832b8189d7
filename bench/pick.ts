/**
 * The benches a run asks for by name (all of them when it names none), in the table's order.
 * An unknown name stops the run with the names there are: a typo must not measure nothing.
 */
export function pickBenches<T>(benches: Readonly<Record<string, T>>, names: readonly string[]): T[] {
  const unknown = names.filter((name) => !Object.hasOwn(benches, name));
  if (unknown.length > 0)
    throw new Error(`unknown bench ${unknown.join(', ')}; there are ${Object.keys(benches).join(', ')}`);
  return Object.entries(benches)
    .filter(([name]) => names.length === 0 || names.includes(name))
    .map(([, bench]) => bench);
}
