import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from './shared/i18n/setup';
import { registerServiceWorker } from './shared/pwa/service-worker';
import { App } from './app/app';
import { findRoute } from './app/routes';
import { startUsageAfterFirstPage } from './shared/usage/start-usage';
import './shared/ui/tokens.css';

// The app's addresses are hash routes; a bare /tarot/ becomes /tarot/#/ so links and reloads agree.
if (!window.location.hash)
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#/`);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

const firstRoute = findRoute(window.location.hash.slice(1).split('?')[0]!);
const texts = setupI18n(firstRoute.namespaces);
// The page's code downloads while the texts do (asked for first: every screen needs them),
// rather than once they are in and the route renders.
const pageCode = firstRoute.page.preload();

/**
 * The first render waits for the page's code too: rendered before it, the page would go
 * through Suspense, whose content React reveals no sooner than 300 ms after its fallback.
 * A page slower than this renders through Suspense anyway, with its loader and timeout.
 */
const PAGE_CODE_WAIT_MS = 3_000;
const pageCodeOrTimeout = Promise.race([
  pageCode,
  new Promise<void>((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS)),
]);

void Promise.all([texts, pageCodeOrTimeout]).then(() => {
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
