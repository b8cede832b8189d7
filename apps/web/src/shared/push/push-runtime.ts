import { QueryObserver } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';
import { tokenStore } from '../auth/token-store';
import { preferencesQuery } from '../preferences/preferences-api';
import { localStore } from '../storage/local';
import { browserClock, browserDeviceInfo, browserSignals, openBrowserSocket, randomId } from './browser-environment';
import { inboxQuery, recordOpened, refreshInbox } from './inbox-api';
import { OPENED_FROM_NOTIFICATION } from './message-route';
import { PushClient } from './push-client';
import { shownPushNotice, unreadPushCount } from './push-stores';
import { pushSocketAddress } from './socket-address';

/**
 * The push connection of the signed-in member, wired to the browser and the app. Loaded lazily
 * (push-starter.ts) so none of it weighs on the first screen.
 */
let stopRunning: ((logout: boolean) => void) | null = null;

/** Connects when a member is signed in and has push on; does nothing while already connected. */
export async function startPush(): Promise<void> {
  if (stopRunning || !tokenStore.current()) return;
  recordNotificationOpening();
  const preferences = await queryClient.fetchQuery(preferencesQuery());
  // The answer took a while: the member may have signed out, or another call started already.
  if (stopRunning || !preferences.pushEnabled || !tokenStore.current()) return;
  stopRunning = run();
}

/** Disconnects; `logout` tells the server this device no longer receives the member's messages. */
export function stopPush({ logout }: { logout: boolean }): void {
  stopRunning?.(logout);
  stopRunning = null;
}

function run(): (logout: boolean) => void {
  const client = new PushClient({
    defaultAddress: pushSocketAddress(window.location),
    openSocket: openBrowserSocket,
    clock: browserClock,
    signals: browserSignals,
    storage: localStore,
    token: () => tokenStore.current(),
    deviceInfo: browserDeviceInfo,
    randomId,
    onMessage: (message) => {
      shownPushNotice.set(message);
      void refreshInbox();
    },
  });

  // The badge follows the inbox query, wherever it is refetched (here or on the inbox page).
  const inbox = new QueryObserver(queryClient, inboxQuery());
  const stopWatchingInbox = inbox.subscribe((result) => unreadPushCount.set(result.data?.unread ?? 0));

  // A renewed token (New-Token) binds this device again; a cleared one means the member signed out.
  let token = tokenStore.current();
  const stopWatchingToken = tokenStore.subscribe(() => {
    const next = tokenStore.current();
    if (next === token) return;
    token = next;
    if (!next) return stopPush({ logout: true });
    inbox.setOptions(inboxQuery());
    client.rebind();
  });

  client.start();
  return (logout) => {
    stopWatchingToken();
    stopWatchingInbox();
    unreadPushCount.set(0);
    shownPushNotice.set(null);
    client.stop({ logout });
  };
}

/** A tapped system notification opened the app (sw.ts): record it, then drop the marker from the address. */
function recordNotificationOpening(): void {
  const address = new URL(window.location.href);
  const messageId = address.searchParams.get(OPENED_FROM_NOTIFICATION);
  if (!messageId) return;
  address.searchParams.delete(OPENED_FROM_NOTIFICATION);
  window.history.replaceState(window.history.state, '', address);
  // Like the connection itself, a background extra: the inbox still offers the message.
  recordOpened(messageId).catch(() => undefined);
}
