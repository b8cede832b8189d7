// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
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
});
