/**
 * Whether the page the visitor opened has drawn. Work that can wait (texts of other pages,
 * warm-ups, statistics, the service worker) starts only after it, so on a slow phone link
 * none of it shares the connection with what the visitor came for.
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
 * Called once a page has committed its first content. The frame showing it is painted after
 * the commit and reaches the screen later still: starting the next frame means it is there.
 */
export function markPageShown(): void {
  if (typeof window.requestAnimationFrame !== 'function') return resolveShown();
  window.requestAnimationFrame(() => window.requestAnimationFrame(() => setTimeout(() => resolveShown(), 0)));
}

/** Resolves once the first page has drawn (at once for every later page). */
export const firstPageShown = (): Promise<void> => shown;
