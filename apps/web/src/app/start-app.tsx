import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from '../shared/i18n/setup';
import { registerServiceWorker } from '../shared/pwa/service-worker';
import { startUsageAfterFirstPage } from '../shared/usage/start-usage';
import { App } from './app';
import { findRoute } from './routes';
// Last, so the app's tokens and base styles follow antd-mobile's own defaults, which the
// components above bring, in the start chunk's stylesheet, and override them.
import '../shared/ui/tokens.css';

/**
 * The first render waits for the page's code too: rendered before it, the page would go
 * through Suspense, whose content React reveals no sooner than 300 ms after its fallback.
 * A page slower than this renders through Suspense anyway, with its loader and timeout.
 */
const PAGE_CODE_WAIT_MS = 3_000;

/**
 * Starts the app on the page at `path`, whose code and texts the entry (main.tsx) has already
 * asked for: this chunk holds React, the router and i18next, and arrives after them.
 */
export function startApp(root: HTMLElement, path: string): void {
  const firstRoute = findRoute(path);
  const texts = setupI18n(firstRoute.namespaces);
  const pageCode = Promise.race([
    firstRoute.page.preload(),
    new Promise<void>((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS)),
  ]);
  void Promise.all([texts, pageCode]).then(() => {
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
    startUsageAfterFirstPage();
  });
  registerServiceWorker();
}
