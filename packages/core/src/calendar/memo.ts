/**
 * A function computed once per key and kept. The calendar's caches use it with keys the
 * supported range bounds — years, lunar months, their quarter moons, the sixty pillars — so
 * none can grow past some twenty thousand entries however many days are asked.
 */
export function memoise<A, V>(compute: (arg: A) => V, keyOf: (arg: A) => unknown = (arg) => arg): (arg: A) => V {
  const cache = new Map<unknown, V>();
  return (arg) => {
    const key = keyOf(arg);
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(arg);
      cache.set(key, value);
    }
    return value;
  };
}
