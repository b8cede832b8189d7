import { firstPageShown } from './first-page-shown';

/**
 * Runs work once the first page has drawn and the browser has nothing better to do, so it
 * never competes with what the visitor opened; returns a cancel. Safari lacks
 * requestIdleCallback: a short timer stands in.
 */
export function whenIdle(run: () => void): () => void {
  let cancelled = false;
  let cancelWait = () => undefined as void;
  void firstPageShown().then(() => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 5_000 });
      cancelWait = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 2_000);
      cancelWait = () => clearTimeout(id);
    }
  });
  return () => {
    cancelled = true;
    cancelWait();
  };
}
