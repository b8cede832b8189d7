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
  /** Whether another packet fits in this second's allowance (counts it when it does). */
  admitPacket(): boolean;
  send(command: PushCommand, data: unknown, packetId?: string): void;
  /** Sends the close packet when the server has a reason, then closes the socket. */
  end(reason?: CloseReason): void;
  readonly isOpen: () => boolean;
}

export function createConnection(socket: WebSocket, address: string, clock: Clock): PushConnection {
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
    admitPacket() {
      const now = clock.now();
      if (now - secondStart >= 1000) {
        secondStart = now;
        packetsThisSecond = 0;
      }
      packetsThisSecond += 1;
      return packetsThisSecond <= PUSH_PROTOCOL.packetsPerSecond;
    },
    send(command, data, packetId = randomUUID()) {
      if (!isOpen()) return;
      socket.send(JSON.stringify({ version: PUSH_PROTOCOL.version, command, packetId, timeStamp: clock.now(), data }));
    },
    end(reason) {
      if (!reason) return socket.close(1000);
      connection.send('close', reason);
      if (isOpen()) socket.close(SOCKET_CODES[reason.code], reason.reason);
    },
  };
  return connection;
}
