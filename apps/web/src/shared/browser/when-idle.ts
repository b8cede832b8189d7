/**
 * Runs work once the browser has nothing better to do, so it never competes with the first
 * screen; returns a cancel. Safari lacks requestIdleCallback: a short timer stands in.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 2_000);
  return () => clearTimeout(id);
}
