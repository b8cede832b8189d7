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

  it('resolves two frames after the page committed, not before, where paints are not reported', async () => {
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

  describe('where the browser reports its largest paint', () => {
    type Entry = { startTime: number; element: { isConnected: boolean } | null };
    let report: (entries: Entry[]) => void = () => undefined;
    let observing = false;
    let buffered: boolean | undefined;
    let created = 0;

    beforeEach(() => {
      observing = false;
      created = 0;
      class FakeObserver {
        static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
        constructor(callback: (list: { getEntries(): Entry[] }) => void) {
          created += 1;
          report = (entries) => observing && callback({ getEntries: () => entries });
        }
        observe(options: { type: string; buffered?: boolean }) {
          expect(options.type).toBe('largest-contentful-paint');
          buffered = options.buffered;
          observing = true;
        }
        disconnect() {
          observing = false;
        }
      }
      vi.stubGlobal('PerformanceObserver', FakeObserver);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('resolves when an element of the page is reported painted, not the splash it replaced', async () => {
      const { firstPageShown, markPageShown } = await freshModules();
      markPageShown();
      expect(buffered).toBe(true); // a paint reported before the page looked still counts
      await vi.advanceTimersByTimeAsync(100); // frames pass: not enough on their own
      report([{ startTime: 10, element: null }]); // the splash, removed by the first render
      expect(await settled(firstPageShown())).toBe(false);
      report([{ startTime: 20, element: { isConnected: true } }]);
      expect(await settled(firstPageShown())).toBe(true);
      expect(observing).toBe(false);
    });

    it('stops waiting for a report after a second, and counts only the first page', async () => {
      const { firstPageShown, markPageShown } = await freshModules();
      markPageShown();
      markPageShown();
      expect(created).toBe(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(await settled(firstPageShown())).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(firstPageShown())).toBe(true);
      expect(observing).toBe(false);
    });

    const painted = () => ({ startTime: performance.now(), element: { isConnected: true } });

    it('waits for held main content: only a paint after its release shows the page', async () => {
      const { firstPageShown, markPageShown, holdFirstPage } = await freshModules();
      const release = holdFirstPage(); // the card's picture, say
      markPageShown();
      expect(observing).toBe(false); // nothing to watch for while the content is missing
      await vi.advanceTimersByTimeAsync(3_000); // held: the one-second wait for a report has not begun
      expect(await settled(firstPageShown())).toBe(false);
      const before = painted(); // the greeting above the picture, painted before the picture came
      release();
      await vi.advanceTimersByTimeAsync(0);
      expect(observing).toBe(true);
      report([{ ...before, startTime: before.startTime - 1 }]);
      expect(await settled(firstPageShown())).toBe(false);
      await vi.advanceTimersByTimeAsync(5);
      report([painted()]);
      expect(await settled(firstPageShown())).toBe(true);
    });

    it('keeps holding when one hold hands over to the next within the same task', async () => {
      const { firstPageShown, markPageShown, holdFirstPage } = await freshModules();
      const placeholder = holdFirstPage();
      markPageShown();
      placeholder(); // the placeholder gives way to the picture…
      const picture = holdFirstPage(); // …which holds in the same commit
      await vi.advanceTimersByTimeAsync(2_000);
      expect(observing).toBe(false);
      expect(await settled(firstPageShown())).toBe(false);
      picture();
      picture(); // a second release changes nothing
      await vi.advanceTimersByTimeAsync(999);
      expect(await settled(firstPageShown())).toBe(false);
      await vi.advanceTimersByTimeAsync(1); // no report: a second after the release it counts anyway
      expect(await settled(firstPageShown())).toBe(true);
    });

    it('counts the page as shown after five seconds when what it holds for never comes', async () => {
      const { firstPageShown, markPageShown, holdFirstPage } = await freshModules();
      holdFirstPage();
      markPageShown();
      await vi.advanceTimersByTimeAsync(4_999);
      expect(await settled(firstPageShown())).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(firstPageShown())).toBe(true);
    });
  });
});
