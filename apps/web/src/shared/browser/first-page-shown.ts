/**
 * Whether the page the visitor opened has drawn. Work that can wait (texts of other pages,
 * warm-ups, statistics, the service worker, the calendar library) starts only after it, so on
 * a slow phone link none of it shares the connection with what the visitor came for.
 */
let resolveShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => (resolveShown = resolve));

/**
 * A page that never draws (its code failed to arrive, or it crashed) must not hold the
 * app's deferred work back for good: past this long it starts anyway.
 */
const LONGEST_WAIT_MS = 5_000;
setTimeout(() => resolveShown(), LONGEST_WAIT_MS);

/**
 * How long to wait for the browser to report the page's largest paint. It reports none when
 * the page draws nothing larger than the splash, or once the visitor has tapped or scrolled.
 */
const PAINT_REPORT_WAIT_MS = 1_000;

const reportsLargestPaint = () =>
  typeof PerformanceObserver === 'function' &&
  PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') === true;

/**
 * Calls `done` once the browser reports having put page content on the screen: the largest
 * paint of an element still in the page (the splash it replaced is gone). A frame after the
 * commit is not enough: without a GPU the frame reaches the screen tens of milliseconds later,
 * and work started in between (the 70 KB calendar library) then shares the link with the
 * paint the visitor waits for.
 */
function whenContentPainted(done: () => void): void {
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
    if (entries.some((entry) => entry.element?.isConnected)) finish();
  });
  const timer = setTimeout(finish, PAINT_REPORT_WAIT_MS);
  function finish() {
    observer.disconnect();
    clearTimeout(timer);
    done();
  }
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Where the browser cannot say when it painted: once the frame after the commit has begun. */
function afterNextFrame(done: () => void): void {
  if (typeof window.requestAnimationFrame !== 'function') return done();
  window.requestAnimationFrame(() => window.requestAnimationFrame(() => setTimeout(done, 0)));
}

let marked = false;

/** Called once a page has committed its first content; only the first call counts. */
export function markPageShown(): void {
  if (marked) return;
  marked = true;
  if (reportsLargestPaint()) whenContentPainted(resolveShown);
  else afterNextFrame(resolveShown);
}

/** Resolves once the first page has drawn (at once for every later page). */
export const firstPageShown = (): Promise<void> => shown;
