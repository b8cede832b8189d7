import { pageAt } from './app/page-table';
import { startFirstTexts } from './shared/i18n/first-texts';

// The app's addresses are hash routes; a bare /tarot/ becomes /tarot/#/ so links and reloads agree.
if (!window.location.hash)
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#/`);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

/*
 * This entry is small and needs neither React nor i18next, so it runs while the start chunk
 * (React, the router, i18next: about 90 KB, fetched alongside it from index.html) is still
 * arriving, and asks for what the opened page needs now instead of a round trip after it.
 * A page whose code fails to arrive is reported by its own render, which offers a retry.
 */
const path = window.location.hash.slice(1).split('?')[0]!;
const firstPage = pageAt(path);

/**
 * Each step below starts some twenty downloads or runs the start chunk's code: done in one go
 * they are one long task, during which a phone answers no tap. Between steps the browser gets
 * the main thread back. (Not with a top-level await: the modules the app shares with this
 * entry would then leave it for files of their own.)
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

firstPage.load().catch(() => undefined);
void nextTask()
  .then(() => startFirstTexts(firstPage.namespaces ?? []))
  .then(nextTask)
  .then(() => import('./app/start-app'))
  .then(async ({ startApp }) => {
    await nextTask();
    startApp(root, path);
  });
