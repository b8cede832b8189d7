// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { List } from 'antd-mobile';
import type { AnyEndpoint } from '@tarot/contract/endpoint';
import { getPreferences, updatePreferences, type UserPreferences } from '@tarot/contract/preferences';
import push from '../../locales/en/push.json';
import settings from '../../locales/en/settings.json';
import { call } from '../../shared/api/call';
import { ApiError } from '../../shared/api/http';
import { queryClient } from '../../shared/api/query-client';
import { switchPush } from '../../shared/push/push-starter';
import { subscribeWebPush, unsubscribeWebPush } from '../../shared/push/web-push';
import { t, testI18n } from '../../shared/testing/i18n';
import { toast } from '../../shared/ui/toast';
import { PushItem } from './push-item';

vi.mock('../../shared/ui/toast', () => ({ toast: { show: vi.fn(), clear: vi.fn() } }));
vi.mock('../../shared/api/call', () => ({ call: vi.fn() }));
vi.mock('../../shared/push/web-push', () => ({
  subscribeWebPush: vi.fn(async () => 'subscribed'),
  unsubscribeWebPush: vi.fn(async () => undefined),
}));
vi.mock('../../shared/push/push-starter', () => ({ switchPush: vi.fn(async () => undefined) }));

const SAVED: UserPreferences = {
  pushEnabled: true,
  pushReply: true,
  pushDailyTarotTime: null,
  pushCheckInReminder: false,
  pushHoroscopeTime: null,
  horoscopeSign: null,
  pushSkyNotices: false,
  language: 'en',
  deck: null,
};

/** The preferences endpoints answer like the server: a change comes back merged into what was saved. */
function serverWith(saved: UserPreferences) {
  let current = saved;
  vi.mocked(call).mockImplementation((async (endpoint: AnyEndpoint, input?: { body?: Partial<UserPreferences> }) => {
    if (endpoint === getPreferences) return current;
    if (endpoint === updatePreferences) return (current = { ...current, ...input?.body });
    throw new Error(`unexpected call to ${endpoint.path}`);
  }) as typeof call);
}

const saves = () =>
  vi
    .mocked(call)
    .mock.calls.filter(([endpoint]) => endpoint === updatePreferences)
    .map(([, input]) => (input as { body: unknown }).body);

function renderItem(saved: UserPreferences) {
  serverWith(saved);
  render(
    <List>
      <PushItem />
    </List>,
  );
}

const toggle = (name: string) => fireEvent.click(screen.getByRole('switch', { name }));

beforeAll(async () => {
  await testI18n;
  i18next.addResourceBundle('en', 'push', push);
  i18next.addResourceBundle('en', 'settings', settings);
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.clearAllMocks();
});

describe('the push settings', () => {
  it('shows no per-kind choices while push is off', async () => {
    renderItem({ ...SAVED, pushEnabled: false });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: t('settings:push') }).getAttribute('aria-disabled')).toBe('false'),
    );
    expect(screen.queryByRole('switch', { name: t('push:settings.reply') })).toBeNull();
  });

  it('shows the saved choice of each kind under the switch while push is on', async () => {
    renderItem(SAVED);
    const reply = await screen.findByRole('switch', { name: t('push:settings.reply') });
    expect(reply.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: t('push:settings.dailyTarot') }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(screen.getByRole('switch', { name: t('push:settings.checkIn') }).getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByText(t('push:settings.dailyTarotTime'))).toBeNull();
  });

  it('saves each kind as it is switched', async () => {
    renderItem(SAVED);
    await screen.findByRole('switch', { name: t('push:settings.reply') });
    toggle(t('push:settings.reply'));
    await waitFor(() => expect(saves()).toEqual([{ pushReply: false }]));
    toggle(t('push:settings.checkIn'));
    await waitFor(() => expect(saves()).toEqual([{ pushReply: false }, { pushCheckInReminder: true }]));
  });

  it('turns the daily reminder on at 08:00 and shows the time to change', async () => {
    renderItem(SAVED);
    await screen.findByRole('switch', { name: t('push:settings.dailyTarot') });
    toggle(t('push:settings.dailyTarot'));
    await waitFor(() => expect(saves()).toEqual([{ pushDailyTarotTime: '08:00' }]));
    expect(await screen.findByText(t('push:settings.dailyTarotTime'))).toBeTruthy();
    expect(screen.getByText('08:00')).toBeTruthy();
  });

  it('turns the daily reminder off', async () => {
    renderItem({ ...SAVED, pushDailyTarotTime: '21:30' });
    expect(await screen.findByText('21:30')).toBeTruthy();
    toggle(t('push:settings.dailyTarot'));
    await waitFor(() => expect(saves()).toEqual([{ pushDailyTarotTime: null }]));
    await waitFor(() => expect(screen.queryByText('21:30')).toBeNull());
  });

  it('turns the daily horoscope on for the sign last read on this device, and the sky notices', async () => {
    localStorage.setItem('xingzuo.sign', 'leo');
    renderItem(SAVED);
    await screen.findByRole('switch', { name: t('push:settings.horoscope') });
    toggle(t('push:settings.horoscope'));
    await waitFor(() => expect(saves()).toEqual([{ pushHoroscopeTime: '07:30', horoscopeSign: 'leo' }]));
    expect(await screen.findByText('Leo')).toBeTruthy();
    toggle(t('push:settings.skyNotices'));
    await waitFor(() => expect(saves()).toContainEqual({ pushSkyNotices: true }));
    localStorage.removeItem('xingzuo.sign');
  });

  it('asks for the sign when none is known, and keeps it when the horoscope is switched off', async () => {
    renderItem(SAVED);
    await screen.findByRole('switch', { name: t('push:settings.horoscope') });
    toggle(t('push:settings.horoscope'));
    await waitFor(() => expect(saves()).toEqual([{ pushHoroscopeTime: '07:30' }]));
    expect(await screen.findByText(t('push:settings.horoscopeSignUnset'))).toBeTruthy();
    // The sign picker opened at once.
    expect((await screen.findAllByText(t('push:settings.horoscopeSign'))).length).toBeGreaterThan(1);
    toggle(t('push:settings.horoscope'));
    await waitFor(() => expect(saves()).toContainEqual({ pushHoroscopeTime: null }));
  });

  it('switching push off saves it, forgets the browser subscription and disconnects', async () => {
    renderItem(SAVED);
    await screen.findByRole('switch', { name: t('push:settings.reply') });
    toggle(t('settings:push'));
    await waitFor(() => expect(switchPush).toHaveBeenCalledWith(false));
    expect(saves()).toEqual([{ pushEnabled: false }]);
    expect(unsubscribeWebPush).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('switch', { name: t('push:settings.reply') })).toBeNull());
  });

  it('switching push on asks for system notifications and connects; a refusal is explained', async () => {
    vi.mocked(subscribeWebPush).mockResolvedValueOnce('denied');
    renderItem({ ...SAVED, pushEnabled: false });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: t('settings:push') }).getAttribute('aria-disabled')).toBe('false'),
    );
    toggle(t('settings:push'));
    await waitFor(() => expect(switchPush).toHaveBeenCalledWith(true));
    expect(saves()).toEqual([{ pushEnabled: true }]);
    expect(subscribeWebPush).toHaveBeenCalled();
    expect(toast.show).toHaveBeenCalledWith({ content: t('push:settings.permissionDenied') });
    expect(await screen.findByRole('switch', { name: t('push:settings.reply') })).toBeTruthy();
  });

  it('stays disconnected when the choice could not be saved', async () => {
    renderItem({ ...SAVED, pushEnabled: false });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: t('settings:push') }).getAttribute('aria-disabled')).toBe('false'),
    );
    vi.mocked(call).mockRejectedValueOnce(new ApiError('network', 'offline', 0));
    toggle(t('settings:push'));
    await waitFor(() => expect(toast.show).toHaveBeenCalledWith({ content: t('errors:network') }));
    expect(switchPush).not.toHaveBeenCalled();
  });
});
