import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazy-module';

describe('a module fetched on demand', () => {
  it('is fetched once, and is current once it has arrived', async () => {
    let fetches = 0;
    const lazy = lazyModule(() => {
      fetches += 1;
      return Promise.resolve({ answer: 42 });
    });
    expect(lazy.current).toBeNull();
    const first = lazy.load();
    expect(lazy.load()).toBe(first);
    expect(await first).toEqual({ answer: 42 });
    expect(lazy.current).toEqual({ answer: 42 });
    await lazy.load();
    expect(fetches).toBe(1);
  });

  it('is fetched again after a failed fetch', async () => {
    let fetches = 0;
    const lazy = lazyModule(() => {
      fetches += 1;
      return fetches === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('here');
    });
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.current).toBeNull();
    expect(await lazy.load()).toBe('here');
    expect(fetches).toBe(2);
  });
});
