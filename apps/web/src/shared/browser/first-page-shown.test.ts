// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: whether the first page has shown is state of the whole app. */
const freshModules = async () => {
  vi.resetModules();
  const shown = await import('./first-page-shown');
  const { whenIdle } = await import('./when-idle');
  return { ...shown, whenIdle };
};

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('waiting for the first page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'requestIdleCallback'] });
  });
  afterEach(() => vi.useRealTimers());

  it('resolves two frames after the page committed, not before', async () => {
    const { firstPageShown, markPageShown } = await freshModules();
    expect(await settled(firstPageShown())).toBe(false);
    markPageShown();
    expect(await settled(firstPageShown())).toBe(false);
    await vi.advanceTimersByTimeAsync(16);
    expect(await settled(firstPageShown())).toBe(false); // the first frame: painted, maybe not yet on screen
    await vi.advanceTimersByTimeAsync(32);
    expect(await settled(firstPageShown())).toBe(true);
  });

  it('gives up waiting after five seconds when no page draws', async () => {
    const { firstPageShown } = await freshModules();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(await settled(firstPageShown())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(firstPageShown())).toBe(true);
  });

  it('holds idle work until the page has shown, and a cancel stops it', async () => {
    const { markPageShown, whenIdle } = await freshModules();
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'));
    const cancel = whenIdle(() => ran.push('cancelled'));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(ran).toEqual([]);
    cancel();
    markPageShown();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ran).toEqual(['kept']);
  });
});
