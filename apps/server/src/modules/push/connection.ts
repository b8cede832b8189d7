import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { PUSH_PROTOCOL, type PUSH_CLOSE, type PushCommand } from '@tarot/contract/push';
import type { Cancel, Clock } from './clock';
import type { PushMember } from './member-check';

type CloseReason = (typeof PUSH_CLOSE)[keyof typeof PUSH_CLOSE];

/** The WebSocket close code that goes with each close packet (the packet carries the app's code). */
const SOCKET_CODES: Readonly<Record<CloseReason['code'], number>> = {
  20: 1008,
  21: 1001,
  22: 1000,
  23: 1000,
  24: 1013,
};

/**
 * Past this many bytes waiting to go out, the client is not reading what it asks for: the
 * connection is cut rather than letting the queue grow in the server's memory.
 */
export const MAX_QUEUED_BYTES = 1024 * 1024;

/** What every connection of a hub adds to, so tests and operators see the bounds at work. */
export interface SocketCounters {
  /** Packets over the allowance dropped without an answer (the first of each second is answered 2). */
  packetsDropped: number;
  /** Connections cut because their outgoing queue passed `MAX_QUEUED_BYTES`. */
  closedUnread: number;
  /** The most bytes one connection ever held queued after a send. */
  peakQueuedBytes: number;
}

export const emptyCounters = (): SocketCounters => ({ packetsDropped: 0, closedUnread: 0, peakQueuedBytes: 0 });

/** A packet within the second's allowance, the first one over it (answered 2), or one dropped unanswered. */
export type Admission = 'admit' | 'refuse' | 'drop';

/** One client socket and what the protocol has learnt about it. */
export interface PushConnection {
  readonly id: string;
  readonly address: string;
  /** When the client last sent anything: two silent heartbeat periods end the connection. */
  lastSeen: number;
  /** The registered device (its row id and client id), once `register` or `login` found it. */
  device: { readonly id: string; readonly cid: string } | null;
  /** The member this connection is logged in as, and when the account was last found still valid. */
  member: (PushMember & { readonly checkedAt: number }) | null;
  /** Messages sent but not yet acknowledged, with their pending resend. */
  readonly inFlight: Map<string, Cancel>;
  /** Whether another packet fits in this second's allowance (counts it either way). */
  admitPacket(): Admission;
  send(command: PushCommand, data: unknown, packetId?: string): void;
  /** Sends the close packet when the server has a reason, then closes the socket. */
  end(reason?: CloseReason): void;
  readonly isOpen: () => boolean;
  /** Bytes queued for this client and not yet taken by the operating system. */
  readonly queuedBytes: () => number;
}

/** What a connection needs of its socket (the `ws` socket; tests give a stand-in). */
export type PushSocket = Pick<WebSocket, 'readyState' | 'OPEN' | 'bufferedAmount' | 'send' | 'close' | 'terminate'>;

export function createConnection(
  socket: PushSocket,
  address: string,
  clock: Clock,
  counters: SocketCounters,
): PushConnection {
  let secondStart = clock.now();
  let packetsThisSecond = 0;
  const isOpen = () => socket.readyState === socket.OPEN;

  const connection: PushConnection = {
    id: randomUUID(),
    address,
    lastSeen: clock.now(),
    device: null,
    member: null,
    inFlight: new Map(),
    isOpen,
    queuedBytes: () => socket.bufferedAmount,
    admitPacket() {
      const now = clock.now();
      if (now - secondStart >= 1000) {
        secondStart = now;
        packetsThisSecond = 0;
      }
      packetsThisSecond += 1;
      if (packetsThisSecond <= PUSH_PROTOCOL.packetsPerSecond) return 'admit';
      if (packetsThisSecond === PUSH_PROTOCOL.packetsPerSecond + 1) return 'refuse';
      counters.packetsDropped += 1;
      return 'drop';
    },
    send(command, data, packetId = randomUUID()) {
      if (!isOpen()) return;
      socket.send(JSON.stringify({ version: PUSH_PROTOCOL.version, command, packetId, timeStamp: clock.now(), data }));
      const queued = socket.bufferedAmount;
      counters.peakQueuedBytes = Math.max(counters.peakQueuedBytes, queued);
      if (queued > MAX_QUEUED_BYTES) {
        counters.closedUnread += 1;
        // A close packet would only join the queue nobody reads: the socket goes at once.
        socket.terminate();
      }
    },
    end(reason) {
      if (!reason) return socket.close(1000);
      connection.send('close', reason);
      if (isOpen()) socket.close(SOCKET_CODES[reason.code], reason.reason);
    },
  };
  return connection;
}
