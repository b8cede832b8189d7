// @vitest-environment jsdom
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

describe('a page drawing with a module fetched on demand', () => {
  it('gets the module on its next render once it has arrived, before the transition that draws it', async () => {
    const { createElement } = await import('react');
    const { render, cleanup } = await import('@testing-library/react');
    const { useLazyModule } = await import('./lazy-module');
    const lazy = lazyModule(() => Promise.resolve({ name: 'calendar' }));
    // The page has not drawn yet (firstPageShown is pending), so the hook's own fetch waits.
    const Page = ({ tap }: { tap: number }) =>
      createElement('p', null, `${tap}:${useLazyModule(lazy)?.name ?? 'none'}`);
    const { container, rerender } = render(createElement(Page, { tap: 0 }));
    expect(container.textContent).toBe('0:none');
    await lazy.load(); // a tap elsewhere asked for it
    rerender(createElement(Page, { tap: 1 }));
    expect(container.textContent).toBe('1:calendar');
    cleanup();
  });
});
