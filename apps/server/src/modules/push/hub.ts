import type { FastifyBaseLogger } from 'fastify';
import { PUSH_CLOSE, PUSH_PROTOCOL, type PushNotification } from '@tarot/contract/push';
import type { PushBus, PushEvent, PushEventHandler } from './bus';
import type { Cancel, Clock } from './clock';
import { emptyCounters, type PushConnection, type SocketCounters } from './connection';
import type { SignedOut } from '../accounts';
import type { PushMember } from './member-check';

/** How often silent connections are looked for and address leases renewed. */
const SWEEP_MS = PUSH_PROTOCOL.heartbeatMs / 2;
/** An address's count forgets a connection whose instance stopped renewing it (a crash). */
const LEASE_MS = SWEEP_MS * 3;

export interface PushHub {
  /** Admits a new connection under the per-address limit; false: it was refused and closed. */
  open(connection: PushConnection): Promise<boolean>;
  /** The socket closed: forget it everywhere. */
  closed(connection: PushConnection): Promise<void>;
  /** Binds the connection to the member, ending any other connection with the same client id. */
  logIn(connection: PushConnection, member: PushMember): Promise<void>;
  logOut(connection: PushConnection): Promise<void>;
  /** Sends on this connection until acknowledged, at most `maxResends` more times. */
  deliver(connection: PushConnection, message: PushNotification): void;
  acknowledged(connection: PushConnection, messageId: string): void;
  /** Delivers to the member's connections on every instance; false when none holds one. */
  deliverLive(userId: string, message: PushNotification): Promise<boolean>;
  /** Ends the member's connections (of one session, or all) on every instance. */
  closeSocketsOf(who: SignedOut): Promise<void>;
  /** What every connection of this instance adds to; `queuedBytes` is what they hold now. */
  stats(): SocketCounters & { readonly connections: number; readonly queuedBytes: number };
  /** Counted into `stats` by every connection of this hub. */
  readonly counters: SocketCounters;
  /** Closes every socket with 21 (going away) and stops the timers. */
  shutDown(): Promise<void>;
}

/**
 * The connections of this instance, by member, and what ties instances together: `openBus`
 * makes the bus that brings other instances' events to this hub.
 */
export function createPushHub(
  clock: Clock,
  openBus: (onEvent: PushEventHandler) => PushBus,
  log: () => FastifyBaseLogger,
): PushHub {
  const connections = new Set<PushConnection>();
  const byMember = new Map<string, Set<PushConnection>>();
  const counters = emptyCounters();

  const endsWith = (connection: PushConnection, event: PushEvent): boolean => {
    if (event.type === 'replaced') return connection.device?.cid === event.cid && connection.id !== event.connectionId;
    return event.type === 'revoked' && (!event.sessionId || connection.member?.sessionId === event.sessionId);
  };
  const onEvent = (userId: string, event: PushEvent) => {
    for (const connection of byMember.get(userId) ?? []) {
      if (event.type === 'message') hub.deliver(connection, event.message);
      else if (endsWith(connection, event)) {
        // Unbound at once: nothing more reaches it, even before its socket has finished closing.
        stopResends(connection);
        unbind(connection).catch((error: unknown) => log().error({ err: error }, 'push unfollow'));
        connection.end(PUSH_CLOSE.loggedOutElsewhere);
      }
    }
  };
  const bus = openBus(onEvent);

  const unbind = async (connection: PushConnection) => {
    const userId = connection.member?.userId;
    if (!userId) return;
    connection.member = null;
    const members = byMember.get(userId);
    members?.delete(connection);
    if (members?.size === 0) {
      byMember.delete(userId);
      await bus.unfollow(userId);
    }
  };

  const stopResends = (connection: PushConnection) => {
    for (const cancel of connection.inFlight.values()) cancel();
    connection.inFlight.clear();
  };

  let stopSweep: Cancel = () => undefined;
  const sweep = () => {
    const now = clock.now();
    for (const connection of connections) {
      if (now - connection.lastSeen > PUSH_PROTOCOL.silenceLimitMs) connection.end(PUSH_CLOSE.heartbeatMissed);
    }
    const live = [...connections].map(({ address, id }) => ({ address, connectionId: id }));
    bus.renewConnections(live, LEASE_MS).catch((error: unknown) => log().error({ err: error }, 'push lease renewal'));
    stopSweep = clock.after(SWEEP_MS, sweep);
  };
  stopSweep = clock.after(SWEEP_MS, sweep);

  const hub: PushHub = {
    async open(connection) {
      const { address, id } = connection;
      const admitted = await bus
        .admitConnection(address, id, PUSH_PROTOCOL.connectionsPerAddress, LEASE_MS)
        .catch((error: unknown) => {
          // Redis unreachable: the client retries later, as after any server trouble.
          log().error({ err: error }, 'push admission');
          connection.end(PUSH_CLOSE.goingAway);
          return undefined;
        });
      if (admitted === undefined) return false;
      if (!admitted) {
        connection.end(PUSH_CLOSE.connectionLimit);
        return false;
      }
      // The client may have gone while it waited.
      if (!connection.isOpen()) {
        await bus.releaseConnection(connection.address, connection.id);
        return false;
      }
      connections.add(connection);
      return true;
    },
    async closed(connection) {
      if (!connections.delete(connection)) return;
      stopResends(connection);
      await Promise.all([unbind(connection), bus.releaseConnection(connection.address, connection.id)]);
    },
    async logIn(connection, member) {
      const { userId } = member;
      const joining = connection.member?.userId !== userId;
      if (joining) await unbind(connection);
      connection.member = { ...member, checkedAt: clock.now() };
      if (joining) {
        const members = byMember.get(userId) ?? new Set();
        byMember.set(userId, members.add(connection));
        if (members.size === 1) await bus.follow(userId);
      }
      await bus.publish(userId, { type: 'replaced', cid: connection.device!.cid, connectionId: connection.id });
    },
    async logOut(connection) {
      stopResends(connection);
      await unbind(connection);
    },
    deliver(connection, message) {
      if (connection.inFlight.has(message.messageId)) return;
      const attempt = (resends: number) => {
        connection.send('server-message', message);
        connection.inFlight.set(
          message.messageId,
          clock.after(PUSH_PROTOCOL.resendDelayMs, () => {
            // Left unacknowledged, it waits in the database for the device's next login.
            if (resends < PUSH_PROTOCOL.maxResends && connection.isOpen()) attempt(resends + 1);
            else connection.inFlight.delete(message.messageId);
          }),
        );
      };
      attempt(0);
    },
    acknowledged(connection, messageId) {
      connection.inFlight.get(messageId)?.();
      connection.inFlight.delete(messageId);
    },
    deliverLive: async (userId, message) => (await bus.publish(userId, { type: 'message', message })) > 0,
    async closeSocketsOf({ userId, sessionId }) {
      await bus.publish(userId, sessionId ? { type: 'revoked', sessionId } : { type: 'revoked' });
    },
    counters,
    stats() {
      let queuedBytes = 0;
      for (const connection of connections) queuedBytes += connection.queuedBytes();
      return { ...counters, connections: connections.size, queuedBytes };
    },
    async shutDown() {
      stopSweep();
      for (const connection of connections) {
        stopResends(connection);
        connection.end(PUSH_CLOSE.goingAway);
      }
      connections.clear();
      byMember.clear();
      await bus.close();
    },
  };
  return hub;
}
