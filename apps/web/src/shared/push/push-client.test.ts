import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushPacket } from './packet';
import { PUSH_STORAGE_KEYS, PUSH_TIMINGS, PushClient, type PushSocket, type PushSocketEvents } from './push-client';

class FakeSocket implements PushSocket {
  readonly sent: PushPacket[] = [];
  closed = false;

  constructor(
    readonly address: string,
    private readonly events: PushSocketEvents,
  ) {}

  send(text: string): void {
    this.sent.push(JSON.parse(text) as PushPacket);
  }
  close(): void {
    this.closed = true;
    this.events.closed();
  }
  open(): void {
    this.events.opened();
  }
  commands(): string[] {
    return this.sent.map((packet) => packet.command);
  }
  last(command: string): PushPacket | undefined {
    return this.sent.filter((packet) => packet.command === command).at(-1);
  }
  serverSays(command: string, data: Record<string, unknown> = {}): void {
    this.events.received(JSON.stringify({ version: '1.0', command, packetId: 'p', timeStamp: 0, data }));
  }
  /** The server closes with a code: the close packet, then the socket ends. */
  serverCloses(code: number): void {
    this.serverSays('close', { code, reason: 'test' });
    this.drop();
  }
  drop(): void {
    this.events.closed();
  }
}

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => void values.set(key, value),
    remove: (key: string) => void values.delete(key),
    values,
  };
}

function fakePage() {
  const online = new Set<() => void>();
  const visible = new Set<() => void>();
  const page = {
    visible: true,
    focused: true,
    isVisible: () => page.visible,
    isFocused: () => page.focused,
    onOnline: (listener: () => void) => (online.add(listener), () => online.delete(listener)),
    onVisible: (listener: () => void) => (visible.add(listener), () => visible.delete(listener)),
    comeOnline: () => online.forEach((listener) => listener()),
    show: () => {
      page.visible = true;
      visible.forEach((listener) => listener());
    },
  };
  return page;
}

function setUp(stored: Record<string, string> = {}) {
  const sockets: FakeSocket[] = [];
  const storage = memoryStorage(stored);
  const page = fakePage();
  const onMessage = vi.fn();
  let token: string | null = 'token-1';
  let ids = 0;
  const client = new PushClient({
    defaultAddress: 'ws://app.test/api/push',
    openSocket: (address, events) => {
      const socket = new FakeSocket(address, events);
      sockets.push(socket);
      return socket;
    },
    clock: {
      now: () => Date.now(),
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    signals: page,
    storage,
    token: () => token,
    deviceInfo: () => ({ platform: 'web' }),
    randomId: () => `id-${String(++ids).padStart(16, '0')}`,
    onMessage,
  });
  return {
    client,
    sockets,
    storage,
    page,
    onMessage,
    latest: () => sockets.at(-1)!,
    renewToken: (next: string) => (token = next),
  };
}

/** Opens the socket and completes register + login, as a fresh device does. */
function bringOnline(env: ReturnType<typeof setUp>) {
  env.client.start();
  const socket = env.latest();
  socket.open();
  if (socket.last('register')) socket.serverSays('register', { errorCode: 0, cid: 'cid-1', session: 'session-1' });
  socket.serverSays('login', { errorCode: 0 });
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T08:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the push connection', () => {
  it('goes connecting → open → login → online, registering a new device first', () => {
    const env = setUp();
    env.client.start();
    const socket = env.latest();
    expect(env.client.current).toBe('connecting');
    expect(socket.address).toBe('ws://app.test/api/push');

    socket.open();
    expect(env.client.current).toBe('open');
    const register = socket.last('register')!;
    expect(register.version).toBe('1.0');
    expect(register.data).toEqual({ appId: 'tarot', deviceId: expect.stringMatching(/^.{16,48}$/) });

    socket.serverSays('register', { errorCode: 0, cid: 'cid-1', session: 'session-1' });
    expect(env.client.current).toBe('login');
    expect(socket.last('login')!.data).toEqual({ cid: 'cid-1', session: 'session-1', token: 'token-1' });

    socket.serverSays('login', { errorCode: 0 });
    expect(env.client.current).toBe('online');
    expect(env.storage.values.get(PUSH_STORAGE_KEYS.cid)).toBe('cid-1');
  });

  it('keeps its device id and logs straight in with a stored client id', () => {
    const env = setUp({ [PUSH_STORAGE_KEYS.cid]: 'cid-9', [PUSH_STORAGE_KEYS.session]: 's-9' });
    env.client.start();
    env.latest().open();
    expect(env.latest().commands()).toEqual(['login']);
  });

  it('forgets the client id and registers again when the login is refused', () => {
    const env = setUp({ [PUSH_STORAGE_KEYS.cid]: 'stale', [PUSH_STORAGE_KEYS.session]: 'stale' });
    env.client.start();
    const socket = env.latest();
    socket.open();
    socket.serverSays('login', { errorCode: 1 });
    expect(env.storage.values.has(PUSH_STORAGE_KEYS.cid)).toBe(false);
    expect(socket.commands()).toEqual(['login', 'register']);

    socket.serverSays('register', { errorCode: 0, cid: 'cid-2', session: 'session-2' });
    socket.serverSays('login', { errorCode: 0 });
    expect(env.client.current).toBe('online');
    expect(socket.last('login')!.data).toMatchObject({ cid: 'cid-2' });
  });

  it('acknowledges every server message and shows each one once', () => {
    const env = setUp();
    const socket = bringOnline(env);
    const message = { messageId: 'm1', title: 'Reply', body: 'We answered', url: '/pages/x' };
    socket.serverSays('server-message', message);
    socket.serverSays('server-message', message);
    expect(socket.sent.filter((p) => p.command === 'received').map((p) => p.data)).toEqual([
      { cid: 'cid-1', messageId: 'm1' },
      { cid: 'cid-1', messageId: 'm1' },
    ]);
    expect(env.onMessage).toHaveBeenCalledTimes(1);
    expect(env.onMessage).toHaveBeenCalledWith(message);
  });

  it('sends a heartbeat every 60 s while online', () => {
    const env = setUp();
    const socket = bringOnline(env);
    vi.advanceTimersByTime(PUSH_TIMINGS.heartbeatMs - 1);
    expect(socket.last('heartbeat')).toBeUndefined();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(PUSH_TIMINGS.heartbeatMs);
    expect(socket.commands().filter((c) => c === 'heartbeat')).toHaveLength(2);
  });

  it('sends device info at most once a day', () => {
    const env = setUp();
    const first = bringOnline(env);
    expect(first.last('client-message')!.data).toMatchObject({ action: 'device-info', platform: 'web' });

    first.drop();
    vi.advanceTimersByTime(PUSH_TIMINGS.reconnectMs);
    const second = env.latest();
    second.open();
    second.serverSays('login', { errorCode: 0 });
    expect(second.last('client-message')).toBeUndefined();

    vi.setSystemTime(Date.now() + PUSH_TIMINGS.deviceInfoEveryMs);
    second.drop();
    vi.advanceTimersByTime(PUSH_TIMINGS.maxBackoffMs);
    const third = env.latest();
    third.open();
    third.serverSays('login', { errorCode: 0 });
    expect(third.last('client-message')).toBeDefined();
  });

  it('logs in again under a renewed token', () => {
    const env = setUp();
    const socket = bringOnline(env);
    env.renewToken('token-2');
    env.client.rebind();
    expect(socket.last('login')!.data).toMatchObject({ token: 'token-2' });
    socket.serverSays('login', { errorCode: 0 });
    expect(env.client.current).toBe('online');
  });

  it('says logout when the member signs out, and stays closed', () => {
    const env = setUp();
    const socket = bringOnline(env);
    env.client.stop({ logout: true });
    expect(socket.last('logout')!.data).toEqual({ cid: 'cid-1' });
    expect(socket.closed).toBe(true);
    env.page.comeOnline();
    vi.advanceTimersByTime(PUSH_TIMINGS.maxBackoffMs);
    expect(env.sockets).toHaveLength(1);
  });
});

describe('reconnecting', () => {
  it('reconnects a dropped connection, backing off each time it fails again', () => {
    const env = setUp();
    bringOnline(env).drop();
    const delays: number[] = [];
    for (let drop = 0; drop < 4; drop += 1) {
      const before = env.sockets.length;
      let waited = 0;
      while (env.sockets.length === before) {
        vi.advanceTimersByTime(1);
        waited += 1;
      }
      delays.push(waited);
      env.latest().drop();
    }
    expect(delays).toEqual([10, 20, 40, 80]);
  });

  it('resets the backoff once online again', () => {
    const env = setUp();
    bringOnline(env).drop();
    vi.advanceTimersByTime(10);
    env.latest().drop();
    vi.advanceTimersByTime(20);
    const socket = env.latest();
    socket.open();
    socket.serverSays('login', { errorCode: 0 });
    socket.drop();
    vi.advanceTimersByTime(10);
    expect(env.sockets).toHaveLength(4);
  });

  it('tries at most 10 times within 5 s', () => {
    const env = setUp();
    env.client.start();
    // A server that refuses at once with an ordinary code: each refusal reconnects after 10 ms.
    for (let elapsed = 0; elapsed < PUSH_TIMINGS.attemptWindowMs - 100; elapsed += 10) {
      if (!env.latest().closed) env.latest().serverCloses(99);
      vi.advanceTimersByTime(10);
    }
    expect(env.sockets).toHaveLength(10);
    vi.advanceTimersByTime(200);
    expect(env.sockets).toHaveLength(11);
  });

  it.each([20, 23, 24])('stops for good on close code %i', (code) => {
    const env = setUp();
    bringOnline(env).serverCloses(code);
    expect(env.client.current).toBe('stopped');
    env.page.comeOnline();
    env.page.show();
    vi.advanceTimersByTime(PUSH_TIMINGS.maxBackoffMs);
    expect(env.sockets).toHaveLength(1);
  });

  it('reconnects after close code 21 while the page is visible and focused', () => {
    const env = setUp();
    bringOnline(env).serverCloses(21);
    vi.advanceTimersByTime(PUSH_TIMINGS.reconnectMs);
    expect(env.sockets).toHaveLength(2);
  });

  it('waits after close code 21 until a hidden page is seen again', () => {
    const env = setUp();
    const socket = bringOnline(env);
    env.page.visible = false;
    socket.serverCloses(21);
    vi.advanceTimersByTime(PUSH_TIMINGS.maxBackoffMs);
    expect(env.sockets).toHaveLength(1);
    env.page.show();
    vi.advanceTimersByTime(0);
    expect(env.sockets).toHaveLength(2);
  });

  it('waits after close code 21 while the page lacks focus', () => {
    const env = setUp();
    env.page.focused = false;
    bringOnline(env).serverCloses(21);
    vi.advanceTimersByTime(PUSH_TIMINGS.maxBackoffMs);
    expect(env.sockets).toHaveLength(1);
  });

  it.each([1000, 22, 30])('reconnects after any other close code (%i) in 10 ms', (code) => {
    const env = setUp();
    bringOnline(env).serverCloses(code);
    vi.advanceTimersByTime(PUSH_TIMINGS.reconnectMs - 1);
    expect(env.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(env.sockets).toHaveLength(2);
  });

  it('reconnects 100 ms after the network comes back', () => {
    const env = setUp();
    bringOnline(env).drop();
    // Offline: the reconnect fails and the next one backs off.
    vi.advanceTimersByTime(10);
    env.latest().drop();
    env.page.comeOnline();
    vi.advanceTimersByTime(PUSH_TIMINGS.onlineDelayMs - 1);
    expect(env.sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(env.sockets).toHaveLength(3);
  });

  it('ignores the network coming back while online', () => {
    const env = setUp();
    bringOnline(env);
    env.page.comeOnline();
    vi.advanceTimersByTime(PUSH_TIMINGS.onlineDelayMs);
    expect(env.sockets).toHaveLength(1);
  });

  it('reconnects at once when the page becomes visible while waiting', () => {
    const env = setUp();
    bringOnline(env).drop();
    vi.advanceTimersByTime(10);
    env.latest().drop();
    env.page.show();
    vi.advanceTimersByTime(0);
    expect(env.sockets).toHaveLength(3);
  });

  it('follows a redirect: keeps the new addresses and reconnects there after the delay', () => {
    const env = setUp();
    const socket = bringOnline(env);
    socket.serverSays('redirect', { addressList: ['wss://b.test/api/push', 'wss://c.test/api/push'], delay: 500 });
    expect(socket.closed).toBe(true);
    expect(JSON.parse(env.storage.values.get(PUSH_STORAGE_KEYS.addresses)!)).toEqual([
      'wss://b.test/api/push',
      'wss://c.test/api/push',
    ]);
    vi.advanceTimersByTime(499);
    expect(env.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(env.latest().address).toBe('wss://b.test/api/push');
  });
});
