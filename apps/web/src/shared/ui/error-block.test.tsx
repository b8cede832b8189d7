// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';

afterEach(() => {
  cleanup();
  vi.doUnmock('./antd-error-block');
  vi.resetModules();
});

describe('ErrorBlock, fetched apart from the page', () => {
  it('draws antd-mobile’s illustrated block with the message and its action', async () => {
    const { ErrorBlock } = await import('./error-block');
    const { container } = render(
      <ErrorBlock status="disconnected" title="No connection" description="Try again">
        <button type="button">Retry</button>
      </ErrorBlock>,
    );
    // The block's module is transformed on first import: on a busy machine that takes longer
    // than Testing Library's one-second default.
    expect(await screen.findByText('No connection', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Try again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(container.querySelector('.adm-error-block-image svg')).not.toBeNull();
  });

  it('still says what went wrong, without the picture, when the block cannot be fetched', async () => {
    vi.doMock('./antd-error-block', () => {
      throw new Error('offline');
    });
    const { ErrorBlock } = await import('./error-block');
    const { container } = render(<ErrorBlock title="No connection" description="Try again" />);
    expect(await screen.findByText('No connection')).toBeTruthy();
    expect(screen.getByText('Try again')).toBeTruthy();
    expect(container.querySelector('.adm-error-block')).toBeNull();
  });
});
