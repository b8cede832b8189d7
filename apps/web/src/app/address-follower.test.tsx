// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useEffect, useLayoutEffect } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { HashRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { AddressFollower } from './address-follower';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '#/');
});

/** Changes the address the way a visitor's back button would, before the router listens. */
function AddressChangedDuringStart({ to }: { to: string }) {
  // A child's layout effect runs before the router's, which starts its listening.
  useLayoutEffect(() => window.history.replaceState(null, '', `#${to}`), [to]);
  return null;
}

/** Opens a search with a non-ASCII query and state, as a page handing over a file does. */
function OpensSearchWithState() {
  const navigate = useNavigate();
  useEffect(() => void navigate('/search?q=爱情', { state: { from: 'home' } }), [navigate]);
  return null;
}

function SearchPage() {
  const { search, state } = useLocation();
  return <p>{`${decodeURIComponent(search)} ${(state as { from?: string } | null)?.from}`}</p>;
}

function app(follow: boolean) {
  return (
    <HashRouter>
      <AddressChangedDuringStart to="/pages/news/list/list?tab=all" />
      {follow && <AddressFollower />}
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/pages/news/list/list" element={<p>news</p>} />
      </Routes>
    </HashRouter>
  );
}

describe('AddressFollower', () => {
  it('takes the app to an address that changed before the router listened', async () => {
    window.history.replaceState(null, '', '#/');
    render(app(true));
    expect(await screen.findByText('news')).toBeTruthy();
    expect(window.location.hash).toBe('#/pages/news/list/list?tab=all');
  });

  it('is needed: without it the router stays on the address it started with', async () => {
    window.history.replaceState(null, '', '#/');
    render(app(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('leaves a page opened with state and a non-ASCII address alone', async () => {
    window.history.replaceState(null, '', '#/');
    render(
      <HashRouter>
        <AddressFollower />
        <Routes>
          <Route path="/" element={<OpensSearchWithState />} />
          <Route path="/search" element={<SearchPage />} />
        </Routes>
      </HashRouter>,
    );
    expect(await screen.findByText('?q=爱情 home')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('?q=爱情 home')).toBeTruthy();
    expect(window.location.hash).toBe('#/search?q=%E7%88%B1%E6%83%85');
  });
});
