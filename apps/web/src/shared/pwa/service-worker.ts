import { whenIdle } from '../browser/when-idle';

/**
 * Registers the service worker (production builds only: development serves unbuilt modules).
 * It does not take over the page that registers it; from the next visit on it serves the shell
 * and keeps each visited page's files. Files this visit already fetched are handed to it to
 * keep as well, so the pages seen today open offline tomorrow.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenIdle(() => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const keepVisited = () => handOverVisitedFiles(registration);
        keepVisited();
        window.addEventListener('hashchange', () => whenIdle(keepVisited));
      })
      .catch(() => undefined); // without a worker the app still works online
  });
}

/** The built files this page has fetched so far; Workbox's CACHE_URLS message caches each by its route. */
function handOverVisitedFiles(registration: ServiceWorkerRegistration): void {
  const assets = `${location.origin}${import.meta.env.BASE_URL}assets/`;
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(assets));
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
