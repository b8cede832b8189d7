// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../api/http';
import { queryClient } from '../api/query-client';
import { usePagedList, type Page } from '../api/use-paged-list';
import { t, testI18n } from '../testing/i18n';
import { PagedList } from './paged-list';

interface Note {
  readonly id: string;
  readonly text: string;
}

const notes = (from: number, count: number): Note[] =>
  Array.from({ length: count }, (_, index) => ({ id: String(from + index), text: `note ${from + index}` }));

function Notes({ fetchPage }: { fetchPage: (page: number, cursor?: string) => Promise<Page<Note>> }) {
  const list = usePagedList(['test', 'notes'], fetchPage);
  return (
    <PagedList
      list={list}
      itemKey={(note) => note.id}
      renderItem={(note) => note.text}
      empty={<p>Nothing yet</p>}
      placeholder={<p>Loading notes</p>}
    />
  );
}

/** antd-mobile loads more only for a foot that is laid out; jsdom lays nothing out, so pretend it does. */
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!;
beforeAll(async () => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
  await testI18n;
});
afterAll(() => Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent));
afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('the shared paged list', () => {
  it('shows its placeholder, then the first page, then loads the next as the reader reaches the end', async () => {
    const fetchPage = vi.fn(async (page: number) => ({
      items: page === 1 ? notes(1, 2) : notes(3, 1),
      page,
      pageSize: 2,
      total: 3,
    }));
    render(<Notes fetchPage={fetchPage} />);
    expect(screen.getByText('Loading notes')).toBeTruthy();

    expect(await screen.findByText('note 1')).toBeTruthy();
    // Every element sits at the top of jsdom's window, so the foot is in view and the next page loads.
    expect(await screen.findByText('note 3')).toBeTruthy();
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2]);
    expect(await screen.findByText(t('list.noMore'))).toBeTruthy();
  });

  it('goes on by the cursor of the page before on a list that is never counted, and stops where it says', async () => {
    const fetchPage = vi.fn(async (page: number, cursor?: string) =>
      cursor === undefined
        ? { items: notes(1, 2), page, pageSize: 2, hasMore: true, nextCursor: 'after-2' }
        : { items: notes(3, 2), page, pageSize: 2, hasMore: false, nextCursor: null },
    );
    render(<Notes fetchPage={fetchPage} />);

    expect(await screen.findByText('note 4')).toBeTruthy();
    expect(await screen.findByText(t('list.noMore'))).toBeTruthy();
    expect(fetchPage.mock.calls).toEqual([
      [1, undefined],
      [2, 'after-2'],
    ]);
  });

  it('refreshes a cursor list from its first page, going on by the fresh cursors', async () => {
    let version = 0;
    const fetchPage = vi.fn(async (page: number, cursor?: string) =>
      cursor === undefined
        ? { items: notes(1, 2), page, pageSize: 2, hasMore: true, nextCursor: `v${version}` }
        : { items: notes(3, 1), page, pageSize: 2, hasMore: false, nextCursor: null },
    );
    function Refreshable() {
      const list = usePagedList(['test', 'notes'], fetchPage);
      return (
        <>
          {/* What the pull does; jsdom cannot drag. */}
          <button onClick={() => list.query.refetch()}>refresh</button>
          <PagedList list={list} itemKey={(note) => note.id} renderItem={(note) => note.text} empty={null} />
        </>
      );
    }
    render(<Refreshable />);
    expect(await screen.findByText(t('list.noMore'))).toBeTruthy();
    version = 1;
    fireEvent.click(screen.getByText('refresh'));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(4));
    expect(fetchPage.mock.calls).toEqual([
      [1, undefined],
      [2, 'v0'],
      [1, undefined],
      [2, 'v1'],
    ]);
    expect(screen.getByText('note 3')).toBeTruthy();
  });

  it('shows the empty state when the list has no items', async () => {
    render(<Notes fetchPage={async () => ({ items: [], page: 1, pageSize: 20, hasMore: false, nextCursor: null })} />);
    expect(await screen.findByText('Nothing yet')).toBeTruthy();
  });

  it('says why the first page failed, in the user language, and tries again on request', async () => {
    // A 429 is not retried by the query cache, so the failure shows at once.
    const fetchPage = vi
      .fn<(page: number, cursor?: string) => Promise<Page<Note>>>()
      .mockRejectedValueOnce(new ApiError('RATE_LIMITED', 'slow down', 429))
      .mockResolvedValueOnce({ items: notes(1, 1), page: 1, pageSize: 20, total: 1 });
    render(<Notes fetchPage={fetchPage} />);

    expect(await screen.findByText(t('errors:RATE_LIMITED'))).toBeTruthy();
    fireEvent.click(screen.getByText(t('actions.retry')));
    expect(await screen.findByText('note 1')).toBeTruthy();
  });
});
