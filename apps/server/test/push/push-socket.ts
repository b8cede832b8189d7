import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { PUSH_PROTOCOL, PUSH_SOCKET_PATH, type PushCommand } from '@tarot/contract/push';

export interface Packet {
  readonly version: string;
  readonly command: PushCommand;
  readonly packetId: string;
  readonly timeStamp: number;
  readonly data: Record<string, unknown>;
}

/** A test's push client: sends packets, and waits for the server's by predicate. */
export interface PushClient {
  readonly socket: WebSocket;
  /** Every packet received so far, in order. */
  readonly received: Packet[];
  /** Sends a packet and waits for the answer with its packet id. */
  request(command: PushCommand, data?: unknown): Promise<Packet>;
  send(command: PushCommand, data?: unknown, packetId?: string): string;
  /** The first packet (received before or after the call) that `matches`. */
  next(matches: (packet: Packet) => boolean): Promise<Packet>;
  /** Resolves with the socket's close code once it closed. */
  readonly closed: Promise<number>;
  close(): Promise<void>;
}

/** The address of the push socket of a listening app. */
export const pushUrl = (app: FastifyInstance): string =>
  `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${PUSH_SOCKET_PATH}`;

export async function connectPush(url: string): Promise<PushClient> {
  const socket = new WebSocket(url);
  const received: Packet[] = [];
  const waiting = new Set<{ matches: (packet: Packet) => boolean; resolve: (packet: Packet) => void }>();
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('message', (raw) => {
    const packet = JSON.parse(String(raw)) as Packet;
    received.push(packet);
    for (const waiter of waiting) {
      if (waiter.matches(packet)) {
        waiting.delete(waiter);
        waiter.resolve(packet);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  const next = (matches: (packet: Packet) => boolean) => {
    const seen = received.find(matches);
    if (seen) return Promise.resolve(seen);
    return new Promise<Packet>((resolve) => waiting.add({ matches, resolve }));
  };
  const send = (command: PushCommand, data: unknown = {}, packetId = randomUUID()) => {
    socket.send(JSON.stringify({ version: PUSH_PROTOCOL.version, command, packetId, timeStamp: Date.now(), data }));
    return packetId;
  };
  return {
    socket,
    received,
    send,
    next,
    request: (command, data) => {
      const packetId = send(command, data);
      return next((packet) => packet.packetId === packetId);
    },
    closed,
    async close() {
      if (socket.readyState === WebSocket.OPEN) socket.close();
      await closed;
    },
  };
}

/** A device id of the length the protocol asks for. */
export const newDeviceId = (): string => `device-${randomUUID()}`;

/** Registers a new device and logs it in as the holder of `token`. */
export async function onlineClient(url: string, token: string): Promise<PushClient & { cid: string }> {
  const client = await connectPush(url);
  const registered = await client.request('register', { appId: PUSH_PROTOCOL.appId, deviceId: newDeviceId() });
  const { cid, session } = registered.data as { cid: string; session: string };
  const login = await client.request('login', { cid, session, token });
  if (login.data.errorCode !== 0) throw new Error(`login failed: ${JSON.stringify(login.data)}`);
  return Object.assign(client, { cid });
}
