// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@tarot/contract/endpoint';
import { getPreferences, type UserPreferences } from '@tarot/contract/preferences';
import { getPushInbox, markPushOpened, PUSH_SOCKET_PATH } from '@tarot/contract/push';
import { call } from '../api/call';
import { absorbSessionHeaders } from '../api/http';
import { queryClient } from '../api/query-client';
import { tokenStore } from '../auth/token-store';
import type { PushPacket } from './packet';
import { shownPushNotice, unreadPushCount } from './push-stores';
import { startPush, stopPush } from './push-runtime';

vi.mock('../api/call', () => ({ call: vi.fn() }));

/** The browser's WebSocket as the runtime uses it, driven by the test as the server. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  readonly sent: PushPacket[] = [];
  closed = false;

  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as PushPacket);
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
  serverSays(command: string, data: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify({ version: '1.0', command, packetId: 'p', timeStamp: 1, data }) });
  }
  sentCommands() {
    return this.sent.map((packet) => packet.command);
  }
}

let unread = 0;
function serverWith(preferences: Partial<UserPreferences>) {
  vi.mocked(call).mockImplementation((async (endpoint: AnyEndpoint) => {
    if (endpoint === getPreferences) return { pushEnabled: true, ...preferences };
    if (endpoint === getPushInbox) return { items: [], unread };
    if (endpoint === markPushOpened) return { ok: true };
    throw new Error(`unexpected call to ${endpoint.path}`);
  }) as typeof call);
}

/** Starts push and completes the handshake of a new device. */
async function connected(): Promise<FakeWebSocket> {
  await startPush();
  const socket = FakeWebSocket.opened.at(-1)!;
  socket.onopen?.();
  socket.serverSays('register', { errorCode: 0, cid: 'cid-1', session: 'session-1' });
  socket.serverSays('login', { errorCode: 0 });
  return socket;
}

beforeEach(() => {
  FakeWebSocket.opened = [];
  unread = 0;
  vi.stubGlobal('WebSocket', FakeWebSocket);
  localStorage.clear();
  tokenStore.save('token-1', Date.now() + 3_600_000);
});
afterEach(() => {
  stopPush({ logout: false });
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('push for a signed-in member', () => {
  it('stays off for a member who switched push off', async () => {
    serverWith({ pushEnabled: false });
    await startPush();
    expect(FakeWebSocket.opened).toHaveLength(0);
  });

  it('connects to the push socket of the page’s own origin and logs in with the token', async () => {
    serverWith({});
    const socket = await connected();
    expect(socket.url).toBe(`ws://${location.host}${PUSH_SOCKET_PATH}`);
    expect(socket.sent.find((packet) => packet.command === 'login')!.data).toMatchObject({ token: 'token-1' });
  });

  it('logs in again when a response renews the token (New-Token)', async () => {
    serverWith({});
    const socket = await connected();
    const headers: Record<string, string> = {
      'New-Token': 'token-2',
      'New-Token-Expired': String(Date.now() + 7_200_000),
    };
    absorbSessionHeaders((name) => headers[name] ?? null);
    expect(socket.sent.at(-1)).toMatchObject({ command: 'login', data: { cid: 'cid-1', token: 'token-2' } });
  });

  it('says logout and disconnects when the member signs out', async () => {
    serverWith({});
    const socket = await connected();
    tokenStore.clear();
    expect(socket.sentCommands().at(-1)).toBe('logout');
    expect(socket.closed).toBe(true);
  });

  it('shows an arriving message in the app and refreshes the unread badge', async () => {
    serverWith({});
    const socket = await connected();
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith(getPushInbox));
    unread = 1;
    const message = { messageId: 'm-1', title: 'Reply', body: 'We answered', url: '#/x' };
    socket.serverSays('server-message', message);
    expect(shownPushNotice.get()).toEqual(message);
    expect(socket.sent.at(-1)).toMatchObject({ command: 'received', data: { cid: 'cid-1', messageId: 'm-1' } });
    await vi.waitFor(() => expect(unreadPushCount.get()).toBe(1));
  });

  it('records the opening of a system notification that opened the app, and tidies the address', async () => {
    serverWith({ pushEnabled: false });
    window.history.replaceState(null, '', '/tarot/?pushOpened=m-7#/jinripaizhen');
    await startPush();
    expect(call).toHaveBeenCalledWith(markPushOpened, { params: { messageId: 'm-7' } });
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/jinripaizhen');
  });
});
