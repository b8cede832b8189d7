// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type * as AntdMobile from 'antd-mobile';
import { Dialog } from 'antd-mobile';
import broadcast from '../../../locales/en/broadcast.json';
import { t, testI18n } from '../../../shared/testing/i18n';
import { toast } from '../../../shared/ui/toast';
import { broadcastApi } from './broadcast-api';
import { BroadcastForm } from './broadcast-form';

// The confirmation is answered "send", toasts are checked by what they would say; nothing reaches a server.
vi.mock('antd-mobile', async (original) => ({
  ...(await original<typeof AntdMobile>()),
  Dialog: { confirm: vi.fn(async () => true) },
}));
vi.mock('../../../shared/ui/toast', () => ({ toast: { show: vi.fn(), clear: vi.fn() } }));
vi.mock('./broadcast-api', () => ({
  broadcastApi: { send: vi.fn(async () => ({ broadcastId: 'b1', recipients: 42 })) },
}));

beforeAll(async () => {
  await testI18n;
  i18next.addResourceBundle('en', 'broadcast', broadcast);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function openForm() {
  const onSent = vi.fn();
  render(<BroadcastForm onSent={onSent} />);
  const type = (placeholder: string, value: string) =>
    fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
  return {
    onSent,
    title: (value: string) => type(t('broadcast:form.titlePlaceholder'), value),
    body: (value: string) => type(t('broadcast:form.bodyPlaceholder'), value),
    url: (value: string) => type('#/jinripaizhen', value),
    send: () => fireEvent.click(screen.getByRole('button', { name: t('broadcast:form.send') })),
  };
}

describe('the broadcast form', () => {
  it('names what is missing and sends nothing', async () => {
    const form = openForm();
    form.send();
    expect(await screen.findByText(t('broadcast:problems.title'))).toBeTruthy();
    expect(screen.getByText(t('broadcast:problems.url'))).toBeTruthy();
    expect(Dialog.confirm).not.toHaveBeenCalled();
    expect(broadcastApi.send).not.toHaveBeenCalled();
  });

  it('asks for confirmation, then sends to everyone and says to how many', async () => {
    const form = openForm();
    form.title(' New moon ');
    form.body('Make a wish tonight.');
    form.url('#/jinripaizhen');
    form.send();
    await waitFor(() => expect(form.onSent).toHaveBeenCalled());
    expect(Dialog.confirm).toHaveBeenCalledTimes(1);
    expect(broadcastApi.send).toHaveBeenCalledWith({
      title: 'New moon',
      body: 'Make a wish tonight.',
      url: '#/jinripaizhen',
    });
    expect(vi.mocked(toast.show).mock.calls.at(-1)?.[0]).toMatchObject({
      content: t('broadcast:sent', { count: 42 }),
    });
  });
});
