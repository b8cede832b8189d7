// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { t, testI18n } from '../../shared/testing/i18n';
import { toast } from '../../shared/ui/toast';
import { feedbackApi } from './feedback-api';
import FeedbackPage from './feedback-page';

// Toasts are checked by what they would say; nothing is sent to a server.
vi.mock('../../shared/ui/toast', () => ({ toast: { show: vi.fn(), clear: vi.fn() } }));
vi.mock('./feedback-api', () => ({ feedbackApi: { send: vi.fn(async () => ({ id: 'f1' })) } }));

const toasts = () => vi.mocked(toast.show).mock.calls.map(([props]) => (props as { content: string }).content);

function openForm() {
  render(
    <MemoryRouter>
      <FeedbackPage />
    </MemoryRouter>,
  );
  return {
    message: screen.getByPlaceholderText(t('feedback:messagePlaceholder')),
    phone: screen.getByPlaceholderText(t('feedback:mobilePlaceholder')),
    send: () => fireEvent.click(screen.getByRole('button', { name: t('feedback:submit') })),
  };
}

beforeAll(() => testI18n);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the feedback form', () => {
  it('asks for a message before anything is sent', () => {
    const form = openForm();
    fireEvent.change(form.message, { target: { value: '   ' } });
    form.send();
    expect(toasts()).toEqual([t('feedback:validation.contentRequired')]);
    expect(feedbackApi.send).not.toHaveBeenCalled();
  });

  it('refuses a phone number that is not a mainland mobile number', () => {
    const form = openForm();
    fireEvent.change(form.message, { target: { value: 'The daily card is lovely' } });
    fireEvent.change(form.phone, { target: { value: '12345' } });
    form.send();
    expect(toasts()).toEqual([t('feedback:validation.mobile')]);
    expect(feedbackApi.send).not.toHaveBeenCalled();
  });

  it('sends a valid message trimmed, then thanks a visitor', async () => {
    const form = openForm();
    fireEvent.change(form.message, { target: { value: '  The daily card is lovely  ' } });
    fireEvent.change(form.phone, { target: { value: '13800138000' } });
    form.send();
    expect(await screen.findByText(t('feedback:thanks'))).toBeTruthy();
    expect(feedbackApi.send).toHaveBeenCalledWith({
      content: 'The daily card is lovely',
      images: [],
      contact: '',
      mobile: '13800138000',
    });
  });
});
