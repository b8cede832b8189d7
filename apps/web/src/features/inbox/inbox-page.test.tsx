// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AnyEndpoint } from '@tarot/contract/endpoint';
import { getPushInbox, markPushOpened, type PushInbox } from '@tarot/contract/push';
import push from '../../locales/en/push.json';
import { call } from '../../shared/api/call';
import { ApiError } from '../../shared/api/http';
import { queryClient } from '../../shared/api/query-client';
import { t, testI18n } from '../../shared/testing/i18n';
import InboxPage from './inbox-page';

vi.mock('../../shared/api/call', () => ({ call: vi.fn() }));

const REPLY = {
  messageId: '0b6f3c1e-2a4d-4e8f-9b1a-7c5d3e2f1a00',
  kind: 'reply',
  title: 'We answered your feedback',
  body: 'Thanks for the idea.',
  url: '#/uni_modules/uni-feedback/pages/my-feedback/my-feedback',
  createdAt: '2026-11-24T09:30:00.000Z',
  openedAt: null,
} as const;
const REMINDER = {
  ...REPLY,
  messageId: '0b6f3c1e-2a4d-4e8f-9b1a-7c5d3e2f1a01',
  kind: 'check-in',
  title: 'Don’t forget to check in',
  openedAt: '2026-11-24T10:00:00.000Z',
} as const;

function serverAnswers(inbox: PushInbox | Error) {
  vi.mocked(call).mockImplementation((async (endpoint: AnyEndpoint) => {
    if (endpoint === markPushOpened) return { ok: true };
    if (endpoint !== getPushInbox) throw new Error(`unexpected call to ${endpoint.path}`);
    if (inbox instanceof Error) throw inbox;
    return inbox;
  }) as typeof call);
}

function Where() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

function openInbox() {
  render(
    <MemoryRouter initialEntries={['/inbox']}>
      <Routes>
        <Route path="/inbox" element={<InboxPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await testI18n;
  i18next.addResourceBundle('en', 'push', push);
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.clearAllMocks();
});

describe('the inbox', () => {
  it('says it is loading, then lists the messages with the unopened ones marked', async () => {
    serverAnswers({ items: [REPLY, REMINDER], unread: 1 });
    openInbox();
    expect(screen.getByText(t('push:inbox.loading'))).toBeTruthy();
    expect(await screen.findByText(REPLY.title)).toBeTruthy();
    expect(screen.getByText(REMINDER.title)).toBeTruthy();
    expect(screen.getAllByLabelText(t('push:inbox.unread'))).toHaveLength(1);
    expect(screen.getByText(new RegExp(t('push:kinds.reply')))).toBeTruthy();
  });

  it('opens a message’s page on a tap and records the opening once', async () => {
    serverAnswers({ items: [REPLY, REMINDER], unread: 1 });
    openInbox();
    fireEvent.click(await screen.findByText(REPLY.title));
    expect(screen.getByLabelText('address').textContent).toBe(
      '/uni_modules/uni-feedback/pages/my-feedback/my-feedback',
    );
    expect(call).toHaveBeenCalledWith(markPushOpened, { params: { messageId: REPLY.messageId } });
  });

  it('does not record an already opened message again', async () => {
    serverAnswers({ items: [REMINDER], unread: 0 });
    openInbox();
    fireEvent.click(await screen.findByText(REMINDER.title));
    expect(call).not.toHaveBeenCalledWith(markPushOpened, expect.anything());
  });

  it('says so when there are no messages', async () => {
    serverAnswers({ items: [], unread: 0 });
    openInbox();
    expect(await screen.findByText(t('push:inbox.empty'))).toBeTruthy();
  });

  it('says why the inbox could not be read and tries again on request', async () => {
    // A 429 is not retried by the query cache, so the failure shows at once.
    serverAnswers(new ApiError('RATE_LIMITED', 'slow down', 429));
    openInbox();
    expect(await screen.findByText(t('errors:RATE_LIMITED'))).toBeTruthy();
    serverAnswers({ items: [REPLY], unread: 1 });
    fireEvent.click(screen.getByText(t('actions.retry')));
    expect(await screen.findByText(REPLY.title)).toBeTruthy();
  });
});
