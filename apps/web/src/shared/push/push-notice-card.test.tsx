// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { markPushOpened } from '@tarot/contract/push';
import push from '../../locales/en/push.json';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { t, testI18n } from '../testing/i18n';
import PushNoticeCard, { NOTICE_VISIBLE_MS } from './push-notice-card';

vi.mock('../api/call', () => ({ call: vi.fn(async () => ({ ok: true })) }));

const MESSAGE = {
  messageId: '6f1c2a4e-8d1b-4c1e-9a55-0c3f5b7d2e11',
  title: 'We answered your feedback',
  body: 'Thank you for writing to us.',
  url: '#/uni_modules/uni-feedback/pages/my-feedback/my-feedback',
};

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname}</output>;
}

function showNotice(onClose = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <PushNoticeCard message={MESSAGE} onClose={onClose} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return onClose;
}

beforeAll(async () => {
  await testI18n;
  i18next.addResourceBundle('en', 'push', push);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('the in-app push notice', () => {
  it('shows the message', () => {
    showNotice();
    expect(screen.getByText(MESSAGE.title)).toBeTruthy();
    expect(screen.getByText(MESSAGE.body)).toBeTruthy();
  });

  it('opens the message’s page on a tap and records that it was opened', async () => {
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    const onClose = showNotice();
    fireEvent.click(screen.getByRole('button', { name: t('push:notice.open', { title: MESSAGE.title }) }));
    expect(screen.getByLabelText('address').textContent).toBe(
      '/uni_modules/uni-feedback/pages/my-feedback/my-feedback',
    );
    expect(onClose).toHaveBeenCalled();
    expect(call).toHaveBeenCalledWith(markPushOpened, { params: { messageId: MESSAGE.messageId } });
    // The badge's count comes from the inbox, which is asked again once the opening is recorded.
    await vi.waitFor(() => expect(refetch).toHaveBeenCalledWith({ queryKey: ['push', 'inbox'] }));
  });

  it('closes without opening anything on dismiss', () => {
    const onClose = showNotice();
    fireEvent.click(screen.getByRole('button', { name: t('push:notice.dismiss') }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByLabelText('address').textContent).toBe('/');
    expect(call).not.toHaveBeenCalled();
  });

  it('goes away by itself after a few seconds', () => {
    vi.useFakeTimers();
    const onClose = showNotice();
    act(() => void vi.advanceTimersByTime(NOTICE_VISIBLE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalled();
  });
});
