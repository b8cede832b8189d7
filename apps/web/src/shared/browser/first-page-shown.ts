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
 * Calls `done` once the browser reports having put page content on the screen since `since`
 * (a performance.now() time): the largest paint of an element still in the page (the splash it
 * replaced is gone). A frame after the commit is not enough: without a GPU the frame reaches
 * the screen tens of milliseconds later, and work started in between (the 70 KB calendar
 * library) then shares the link with the paint the visitor waits for.
 */
function whenContentPainted(since: number, done: () => void): void {
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
    if (entries.some((entry) => entry.startTime >= since && entry.element?.isConnected)) finish();
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
let waiting = false;
/** What the first page still waits for before its main content can paint (holdFirstPage). */
let holds = 0;

/** Resolves the first page as shown once content painted after `since` has reached the screen. */
function waitForPaint(since: number): void {
  if (waiting) return;
  waiting = true;
  if (reportsLargestPaint()) whenContentPainted(since, resolveShown);
  else afterNextFrame(resolveShown);
}

/** Called once a page has committed its first content; only the first call counts. */
export function markPageShown(): void {
  if (marked) return;
  marked = true;
  if (holds === 0) waitForPaint(0);
}

/**
 * Says the opened page's main content is still on its way (its data, its main picture), so
 * the first page counts as shown only once that has painted too: work deferred until then
 * (other texts, the banners, the calendar library) then never shares the link or the main
 * thread with it. Returns the release, to call once it is there (or will not come). Later
 * pages' holds change nothing; past LONGEST_WAIT_MS the page counts as shown anyway.
 */
export function holdFirstPage(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    // A render that lets one hold go often takes the next (a placeholder giving way to the
    // picture it held a place for): count again once that render's effects have run. Only a
    // paint after this moment shows the content that was held.
    queueMicrotask(() => {
      if (marked && holds === 0) waitForPaint(performance.now());
    });
  };
}

/** Resolves once the first page has drawn (at once for every later page). */
export const firstPageShown = (): Promise<void> => shown;
