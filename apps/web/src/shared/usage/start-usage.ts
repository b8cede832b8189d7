import { whenIdle } from '../browser/when-idle';
import { optedOut } from './privacy-signals';

/**
 * Starts the collector once the first page is up, as its own chunk: statistics never delay
 * what the visitor came for. With Do Not Track or Global Privacy Control on it never loads.
 */
export function startUsageAfterFirstPage(): void {
  if (optedOut()) return;
  whenIdle(() => void import('./browser-collector').then(({ startBrowserCollector }) => startBrowserCollector()));
}
