import { APP_INFO } from '@tarot/contract/limits';
import type { PageSignals, PushClock, PushSocket, PushSocketEvents } from './push-client';

export const browserClock: PushClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** A browser WebSocket reporting to the push client. */
export function openBrowserSocket(address: string, events: PushSocketEvents): PushSocket {
  const socket = new WebSocket(address);
  socket.onopen = () => events.opened();
  socket.onmessage = (event) => events.received(event.data);
  socket.onclose = () => events.closed();
  return {
    // The server may close first (a sign-out on another device): a packet sent meanwhile is
    // dropped, not an error, and the close that follows tells the client.
    send: (text) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
    },
    close: () => socket.close(),
  };
}

function listen(target: EventTarget, type: string, listener: () => void): () => void {
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}

export const browserSignals: PageSignals = {
  isVisible: () => document.visibilityState === 'visible',
  isFocused: () => document.hasFocus(),
  onOnline: (listener) => listen(window, 'online', listener),
  onVisible: (listener) =>
    listen(document, 'visibilitychange', () => {
      if (document.visibilityState === 'visible') listener();
    }),
};

/** 32 hex characters: inside the spec's 16–48 for a device id, and unguessable for packet ids. */
export const randomId = (): string => crypto.randomUUID().replace(/-/g, '');

/** The spec's device info (§3 "Push registration"), as much of it as a browser can tell. */
export function browserDeviceInfo(): Record<string, unknown> {
  return {
    type: 'WEB',
    platform: navigator.platform,
    language: navigator.language,
    userAgent: navigator.userAgent,
    version: APP_INFO.version,
  };
}
