import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';
import { setupI18n } from './shared/i18n/setup';
import { registerServiceWorker } from './shared/pwa/service-worker';
import { App } from './app/app';
import { startUsageAfterFirstRender } from './shared/usage/start-usage';
import './shared/ui/tokens.css';

// antd-mobile's imperative Toast/Dialog render through this on React 19, or do nothing.
unstableSetRender((node, container) => {
  const element = container as Element & { __root?: ReturnType<typeof createRoot> };
  element.__root ??= createRoot(element);
  element.__root.render(node);
  return async () => {
    await Promise.resolve();
    element.__root?.unmount();
    delete element.__root;
  };
});

// The app's addresses are hash routes; a bare /tarot/ becomes /tarot/#/ so links and reloads agree.
if (!window.location.hash)
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#/`);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

void setupI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startUsageAfterFirstRender();
});

registerServiceWorker();
