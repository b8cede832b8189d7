import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { messageRoute, OPENED_FROM_NOTIFICATION } from './shared/push/message-route';

/**
 * The app's service worker (built by vite-plugin-pwa, injectManifest): the shell precached, every
 * visited page's files kept for offline use, and Web Push shown as system notifications.
 * The app compiles against the DOM library, not WebWorker, so the worker's globals are typed here.
 */
interface PushPayload {
  readonly messageId: string;
  readonly title: string;
  readonly body: string;
  readonly url: string;
}
interface ExtendableEventLike {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  readonly data: { json(): unknown } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  readonly notification: Notification;
}
interface WindowClientLike {
  readonly url: string;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

const worker = self as unknown as WorkerScope;
/** `/tarot/`: the scope the app is served under. */
const base = new URL(worker.registration.scope).pathname;

// The build replaces `self.__WB_MANIFEST` with the shell's files (vite.config.ts, globPatterns).
precacheAndRoute((self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST);

// Pages come from the network so a deploy shows at once; offline, the precached shell opens them.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith(base),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache('index.html')) ?? Response.error();
    }
  },
);

// Built files have hashed names and never change, nor do the card faces (a new derivation gets a new
// folder): once fetched, each serves from the cache, so a card seen once shows offline. Nothing the
// API answers is cached here: the few answers a page keeps for offline use are the page's, and a
// logout removes them (decision 0031).
const NEVER_CHANGING = [`${base}assets/`, `${base}decks/`];
registerRoute(
  ({ url }) =>
    url.origin === worker.location.origin && NEVER_CHANGING.some((folder) => url.pathname.startsWith(folder)),
  new CacheFirst({
    cacheName: 'tarot-assets',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 900, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

function readPayload(event: PushEventLike): PushPayload | null {
  try {
    const payload = event.data?.json() as Partial<PushPayload> | undefined;
    return typeof payload?.title === 'string' && typeof payload.url === 'string' ? (payload as PushPayload) : null;
  } catch {
    return null;
  }
}

worker.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(
    worker.registration.showNotification(payload.title, {
      body: payload.body,
      icon: `${base}icon-192.png`,
      // A message sent again replaces its earlier notification instead of stacking.
      tag: payload.messageId,
      data: payload,
    }),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const payload = event.notification.data as PushPayload;
  const target = new URL(base, worker.location.origin);
  target.searchParams.set(OPENED_FROM_NOTIFICATION, payload.messageId);
  target.hash = messageRoute(payload.url);
  event.waitUntil(openApp(target.href));
});

/** Brings an open window of the app forward at `target`, or opens one. */
async function openApp(target: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).pathname.startsWith(base));
  if (!open) {
    await worker.clients.openWindow(target);
    return;
  }
  const focused = await open.focus();
  await focused.navigate(target).catch(() => worker.clients.openWindow(target));
}
