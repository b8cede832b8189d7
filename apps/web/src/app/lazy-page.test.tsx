// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { testI18n } from '../shared/testing/i18n';
import { lazyPage } from './lazy-page';

afterEach(cleanup);

const page = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });

describe('a lazy page', () => {
  it('draws in its first render once preloaded, without going through Suspense', async () => {
    await testI18n;
    const Page = lazyPage(page('preloaded page'));
    Page.preload();
    await act(() => Promise.resolve());
    render(<Page />);
    expect(screen.getByText('preloaded page')).toBeTruthy();
  });

  it('waits for its code when it was not preloaded, then draws', async () => {
    await testI18n;
    const Page = lazyPage(page('fetched page'));
    render(<Page />);
    expect(screen.queryByText('fetched page')).toBeNull();
    expect(await screen.findByText('fetched page')).toBeTruthy();
  });

  it('tells the work waiting for the first page once it has drawn, not before', async () => {
    await testI18n;
    vi.resetModules();
    const { lazyPage: freshLazyPage } = await import('./lazy-page');
    const { firstPageShown } = await import('../shared/browser/first-page-shown');
    let shown = false;
    void firstPageShown().then(() => (shown = true));
    const Page = freshLazyPage(page('first page'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown).toBe(false);
    render(<Page />);
    await screen.findByText('first page');
    await vi.waitFor(() => expect(shown).toBe(true), { timeout: 1_000 });
  });
});
