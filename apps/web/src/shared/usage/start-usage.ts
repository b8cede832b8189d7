import { optedOut } from './privacy-signals';

/**
 * Starts the collector once the first screen is up, as its own chunk: statistics never delay
 * what the visitor came for. With Do Not Track or Global Privacy Control on it never loads.
 */
export function startUsageAfterFirstRender(): void {
  if (optedOut()) return;
  const start = () => void import('./browser-collector').then(({ startBrowserCollector }) => startBrowserCollector());
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5_000 });
  else setTimeout(start, 2_000);
}
