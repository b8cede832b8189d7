import { describe, expect, it } from 'vitest';
import { cachedAndGzipped } from '../../src/modules/calendar/gzipped-cache';

/** An answer of `size` bytes per key, counting how often it was computed. */
function counted(size: number) {
  const computed: string[] = [];
  const compute = (key: string) => {
    computed.push(key);
    return Buffer.from(`${key}:`.padEnd(size, '日'));
  };
  return { computed, compute };
}

describe('cachedAndGzipped', () => {
  it('computes each key once, and unzips it when it no longer fits among the ready ones', () => {
    const { computed, compute } = counted(6_000);
    // Room for one ready answer: asking a, b, a sends a back through its gzipped copy.
    const get = cachedAndGzipped(compute, 20_000, 1_000_000);
    const a = get('a');
    get('b');
    const again = get('a');
    expect(computed).toEqual(['a', 'b']);
    expect(again.equals(a)).toBe(true);
    expect(again).not.toBe(a);
    // Its own memory, not a view of zlib's working buffer.
    expect(again.buffer.byteLength).toBe(again.length);
  });

  it('computes again what neither cache has room for', () => {
    const { computed, compute } = counted(6_000);
    const get = cachedAndGzipped(compute, 1, 1);
    get('a');
    get('a');
    expect(computed).toEqual(['a', 'a']);
  });

  it('unzips an answer as often as it comes back, computing it once', () => {
    const { computed, compute } = counted(6_000);
    const get = cachedAndGzipped(compute, 20_000, 1_000_000);
    const a = get('a');
    for (const key of ['b', 'a', 'b', 'a']) get(key);
    expect(computed).toEqual(['a', 'b']);
    expect(get('a')).toEqual(a);
  });
});
