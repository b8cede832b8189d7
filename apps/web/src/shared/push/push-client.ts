import { PUSH_CLOSE, PUSH_PROTOCOL, PUSH_RESULTS, type PushCommand } from '@tarot/contract/push';
import { isPushMessage, parsePacket, type PushMessage } from './packet';

/** The part of a browser WebSocket the client uses, so tests can hand it a fake. */
export interface PushSocket {
  send(text: string): void;
  close(): void;
}

/** What a socket reports back to the client that opened it. */
export interface PushSocketEvents {
  opened(): void;
  received(data: unknown): void;
  closed(): void;
}

export interface PushClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The page's state as the reconnect rules need it; each `on…` returns its unsubscribe. */
export interface PageSignals {
  isVisible(): boolean;
  isFocused(): boolean;
  onOnline(listener: () => void): () => void;
  onVisible(listener: () => void): () => void;
}

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export interface PushClientOptions {
  readonly defaultAddress: string;
  readonly openSocket: (address: string, events: PushSocketEvents) => PushSocket;
  readonly clock: PushClock;
  readonly signals: PageSignals;
  readonly storage: KeyValueStore;
  /** The member's login token now; null once they signed out. */
  readonly token: () => string | null;
  readonly deviceInfo: () => Record<string, unknown>;
  readonly randomId: () => string;
  readonly onMessage: (message: PushMessage) => void;
  readonly onStateChange?: (state: PushState) => void;
}

/**
 * The spec's connection states (§4): connecting → open → login → online. `waiting` is a dropped
 * connection with a reconnect to come; `stopped` ends it until `start()` is called again.
 */
export type PushState = 'idle' | 'connecting' | 'open' | 'login' | 'online' | 'waiting' | 'stopped';

/** The spec's timings (§9). */
export const PUSH_TIMINGS = {
  heartbeatMs: PUSH_PROTOCOL.heartbeatMs,
  reconnectMs: 10,
  /** Drops back off from `reconnectMs`, doubling up to this. */
  maxBackoffMs: 60_000,
  attemptWindowMs: 5_000,
  attemptsPerWindow: 10,
  onlineDelayMs: 100,
  deviceInfoEveryMs: 24 * 60 * 60 * 1000,
} as const;

/** Server close codes that end the connection for good; `goingAway` (21) only while out of sight. */
const FINAL_CLOSE_CODES = new Set<number>([
  PUSH_CLOSE.protocolViolation.code,
  PUSH_CLOSE.loggedOutElsewhere.code,
  PUSH_CLOSE.connectionLimit.code,
]);

export const PUSH_STORAGE_KEYS = {
  cid: 'push_cid',
  session: 'push_session',
  deviceId: 'push_device_id',
  addresses: 'push_addresses',
  deviceInfoSentAt: 'push_device_info_sent_at',
} as const;

/** How the current socket ended, decided by what the server said before it closed. */
type Ending = { kind: 'drop' } | { kind: 'closed'; code: number } | { kind: 'redirect'; delayMs: number };

/**
 * The push connection's state machine. It knows nothing of the browser: the socket, timers,
 * storage and page signals are handed in, so every rule can be tested with fakes.
 */
export class PushClient {
  private state: PushState = 'idle';
  private socket: PushSocket | null = null;
  private ending: Ending = { kind: 'drop' };
  private drops = 0;
  private attempts: number[] = [];
  private addressTurn = 0;
  private reregistered = false;
  private reconnectTimer: unknown = null;
  private heartbeatTimer: unknown = null;
  private unsubscribe: Array<() => void> = [];
  private readonly seen = new Set<string>();

  constructor(private readonly options: PushClientOptions) {}

  get current(): PushState {
    return this.state;
  }

  start(): void {
    if (this.state !== 'idle' && this.state !== 'stopped') return;
    const { signals } = this.options;
    this.unsubscribe = [
      signals.onOnline(() => this.resumeAfter(PUSH_TIMINGS.onlineDelayMs)),
      signals.onVisible(() => this.resumeAfter(0)),
    ];
    this.drops = 0;
    this.connect();
  }

  /** Ends the connection; `logout` first tells the server this device no longer belongs to the member. */
  stop({ logout }: { logout: boolean }): void {
    if (logout && this.state === 'online') this.send('logout', { cid: this.stored('cid') });
    this.unsubscribe.forEach((off) => off());
    this.unsubscribe = [];
    this.clearTimers();
    this.setState('stopped');
    this.closeSocket();
  }

  /** A renewed login token: bind this device to the member again under it. */
  rebind(): void {
    if (this.state === 'online') this.login();
  }

  private connect(): void {
    this.cancelReconnect();
    const now = this.options.clock.now();
    this.attempts = this.attempts.filter((at) => now - at < PUSH_TIMINGS.attemptWindowMs);
    if (this.attempts.length >= PUSH_TIMINGS.attemptsPerWindow) {
      // Too many tries in the window: the next one waits until the oldest leaves it.
      this.scheduleReconnect(this.attempts[0]! + PUSH_TIMINGS.attemptWindowMs - now);
      return;
    }
    this.attempts.push(now);
    this.ending = { kind: 'drop' };
    this.reregistered = false;
    this.setState('connecting');
    // Events of a socket this client has let go of (stopped, replaced) are ignored.
    const socket: PushSocket = this.options.openSocket(this.nextAddress(), {
      opened: () => {
        if (this.socket === socket) this.opened();
      },
      received: (data) => {
        if (this.socket === socket) this.received(data);
      },
      closed: () => {
        if (this.socket === socket) this.closed();
      },
    });
    this.socket = socket;
  }

  private nextAddress(): string {
    const addresses = this.redirectAddresses();
    if (addresses.length === 0) return this.options.defaultAddress;
    return addresses[this.addressTurn++ % addresses.length]!;
  }

  private redirectAddresses(): string[] {
    try {
      const parsed: unknown = JSON.parse(this.options.storage.get(PUSH_STORAGE_KEYS.addresses) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((address): address is string => typeof address === 'string') : [];
    } catch {
      return [];
    }
  }

  private opened(): void {
    this.setState('open');
    if (this.stored('cid') && this.stored('session')) this.login();
    else this.register();
  }

  private register(): void {
    this.send('register', { appId: PUSH_PROTOCOL.appId, deviceId: this.deviceId() });
  }

  private login(): void {
    const token = this.options.token();
    if (!token) return this.stop({ logout: false });
    this.setState('login');
    this.send('login', { cid: this.stored('cid'), session: this.stored('session'), token });
  }

  private received(text: unknown): void {
    const packet = parsePacket(text);
    if (!packet) return;
    const { data } = packet;
    switch (packet.command) {
      case 'register':
        return this.registered(data);
      case 'login':
        return this.loggedIn(data);
      case 'server-message':
        return this.serverMessage(data);
      case 'close':
        this.ending = { kind: 'closed', code: Number(data.code) };
        return;
      case 'redirect':
        return this.redirect(data);
      default:
        return;
    }
  }

  private registered(data: Record<string, unknown>): void {
    if (
      data.errorCode !== PUSH_RESULTS.success.errorCode ||
      typeof data.cid !== 'string' ||
      typeof data.session !== 'string'
    ) {
      return this.closeSocket();
    }
    this.options.storage.set(PUSH_STORAGE_KEYS.cid, data.cid);
    this.options.storage.set(PUSH_STORAGE_KEYS.session, data.session);
    this.login();
  }

  private loggedIn(data: Record<string, unknown>): void {
    if (data.errorCode === PUSH_RESULTS.success.errorCode) {
      this.drops = 0;
      this.setState('online');
      this.scheduleHeartbeat();
      this.sendDeviceInfoIfDue();
      return;
    }
    // The server forgot this client id: register afresh, but only once per connection.
    this.options.storage.remove(PUSH_STORAGE_KEYS.cid);
    this.options.storage.remove(PUSH_STORAGE_KEYS.session);
    if (this.reregistered) return this.closeSocket();
    this.reregistered = true;
    this.setState('open');
    this.register();
  }

  private serverMessage(data: Record<string, unknown>): void {
    if (!isPushMessage(data)) return;
    // Acknowledge every delivery, so the server stops resending; show each message once.
    this.send('received', { cid: this.stored('cid'), messageId: data.messageId });
    if (this.seen.has(data.messageId)) return;
    this.seen.add(data.messageId);
    const { messageId, title, body, url } = data;
    this.options.onMessage({ messageId, title, body, url });
  }

  private redirect(data: Record<string, unknown>): void {
    const addresses = Array.isArray(data.addressList)
      ? data.addressList.filter((address) => typeof address === 'string')
      : [];
    if (addresses.length > 0) this.options.storage.set(PUSH_STORAGE_KEYS.addresses, JSON.stringify(addresses));
    this.addressTurn = 0;
    this.ending = { kind: 'redirect', delayMs: Math.max(0, Number(data.delay) || 0) };
    this.closeSocket();
  }

  private closed(): void {
    this.socket = null;
    this.clearHeartbeat();
    if (this.state === 'stopped') return;
    const ending = this.ending;
    if (ending.kind === 'redirect') return this.scheduleReconnect(ending.delayMs);
    if (ending.kind === 'closed') {
      if (FINAL_CLOSE_CODES.has(ending.code)) return this.stop({ logout: false });
      const inSight = this.options.signals.isVisible() && this.options.signals.isFocused();
      // Out of sight, 21 waits for the page to be seen again (the visibility signal resumes it).
      if (ending.code === PUSH_CLOSE.goingAway.code && !inSight) return this.setState('waiting');
      return this.scheduleReconnect(PUSH_TIMINGS.reconnectMs);
    }
    const backoff = Math.min(PUSH_TIMINGS.reconnectMs * 2 ** this.drops, PUSH_TIMINGS.maxBackoffMs);
    this.drops += 1;
    this.scheduleReconnect(backoff);
  }

  /** The network came back or the page is in sight again: a waiting connection tries now. */
  private resumeAfter(delayMs: number): void {
    if (this.state === 'waiting') this.scheduleReconnect(delayMs);
  }

  private scheduleReconnect(delayMs: number): void {
    this.cancelReconnect();
    this.setState('waiting');
    this.reconnectTimer = this.options.clock.setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delayMs);
  }

  private scheduleHeartbeat(): void {
    this.clearHeartbeat();
    this.heartbeatTimer = this.options.clock.setTimeout(() => {
      this.send('heartbeat', {});
      this.scheduleHeartbeat();
    }, PUSH_TIMINGS.heartbeatMs);
  }

  private sendDeviceInfoIfDue(): void {
    const now = this.options.clock.now();
    const sentAt = Number(this.options.storage.get(PUSH_STORAGE_KEYS.deviceInfoSentAt) ?? 0);
    if (now - sentAt < PUSH_TIMINGS.deviceInfoEveryMs) return;
    this.send('client-message', { action: 'device-info', cid: this.stored('cid'), ...this.options.deviceInfo() });
    this.options.storage.set(PUSH_STORAGE_KEYS.deviceInfoSentAt, String(now));
  }

  private deviceId(): string {
    const stored = this.stored('deviceId');
    if (stored) return stored;
    const created = this.options.randomId();
    this.options.storage.set(PUSH_STORAGE_KEYS.deviceId, created);
    return created;
  }

  private stored(name: 'cid' | 'session' | 'deviceId'): string | null {
    return this.options.storage.get(PUSH_STORAGE_KEYS[name]);
  }

  private send(command: PushCommand, data: Record<string, unknown>): void {
    const packet = {
      version: PUSH_PROTOCOL.version,
      command,
      packetId: this.options.randomId(),
      timeStamp: this.options.clock.now(),
      data,
    };
    this.socket?.send(JSON.stringify(packet));
  }

  private closeSocket(): void {
    const socket = this.socket;
    if (!socket) return;
    // Ours to end: nothing waits for its close event.
    if (this.state === 'stopped') this.socket = null;
    socket.close();
  }

  private cancelReconnect(): void {
    if (this.reconnectTimer !== null) this.options.clock.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private clearHeartbeat(): void {
    if (this.heartbeatTimer !== null) this.options.clock.clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  private clearTimers(): void {
    this.cancelReconnect();
    this.clearHeartbeat();
  }

  private setState(state: PushState): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onStateChange?.(state);
  }
}
