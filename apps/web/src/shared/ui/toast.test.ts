// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import antdToast from './antd-toast';
import { toast } from './toast';

// antd-mobile's Toast as a recorder: each toast it shows hands back its own close.
vi.mock('./antd-toast', () => ({
  default: { show: vi.fn(() => ({ close: vi.fn() })), clear: vi.fn() },
}));

describe('toast, fetched apart from the page', () => {
  it('shows a toast once antd-mobile’s has arrived, after a clear asked for first', async () => {
    toast.clear();
    toast.show({ content: 'Saved' });
    await vi.waitFor(() => expect(antdToast.show).toHaveBeenCalledWith({ content: 'Saved' }));
    const clearedAt = vi.mocked(antdToast.clear).mock.invocationCallOrder.at(-1)!;
    const shownAt = vi.mocked(antdToast.show).mock.invocationCallOrder.at(-1)!;
    expect(clearedAt).toBeLessThan(shownAt);
  });

  it('closes the toast it showed', async () => {
    const handler = toast.show({ content: 'Checking…', duration: 0 });
    await vi.waitFor(() => expect(antdToast.show).toHaveBeenLastCalledWith({ content: 'Checking…', duration: 0 }));
    handler.close();
    expect(vi.mocked(antdToast.show).mock.results.at(-1)?.value.close).toHaveBeenCalledOnce();
  });

  it('never shows a toast that was closed before it could appear', async () => {
    vi.mocked(antdToast.show).mockClear();
    toast.show({ content: 'Too late' }).close();
    toast.show({ content: 'Still wanted' });
    await vi.waitFor(() => expect(antdToast.show).toHaveBeenCalledWith({ content: 'Still wanted' }));
    expect(antdToast.show).not.toHaveBeenCalledWith({ content: 'Too late' });
  });
});
