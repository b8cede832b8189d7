import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from './shared/i18n/setup';
import { registerServiceWorker } from './shared/pwa/service-worker';
import { App } from './app/app';
import { findRoute } from './app/routes';
import { startUsageAfterFirstRender } from './shared/usage/start-usage';
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
firstRoute.page.preload();

void texts.then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startUsageAfterFirstRender();
});

registerServiceWorker();
