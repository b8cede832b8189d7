import { PUSH_SOCKET_PATH } from '@tarot/contract/push';

/** `ws://` or `wss://` as the page itself is served, so TLS in front of the app covers the socket. */
export function pushSocketAddress(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${PUSH_SOCKET_PATH}`;
}
