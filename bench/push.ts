import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import WebSocket from 'ws';
import { PUSH_PROTOCOL, PUSH_SOCKET_PATH, type PushCommand } from '@tarot/contract/push';
import { printTable } from './report';
import { startBenchServerProcess } from './server';

const IDLE_SOCKETS = 10_000;
const FAN_OUT_CLIENTS = 1_000;
const FAN_OUT_MESSAGES = 5;
/** The server allows this many sockets per address; the bench spreads its own over 127.0.0.0/8. */
const PER_ADDRESS = PUSH_PROTOCOL.connectionsPerAddress;
const BUDGET = { idleRssMb: 1024, p99Ms: 200, neverReadingGrowthMb: 50 } as const;
/** Heartbeats each never-reading socket sends (issue 28: the attack that grew a server by 2.6 GB). */
const FLOOD_PER_SOCKET = 20_000;

interface Packet {
  readonly command: PushCommand;
  readonly packetId: string;
  readonly data: Record<string, unknown>;
}

const address = (index: number) => {
  const block = Math.floor(index / PER_ADDRESS);
  return `127.3.${Math.floor(block / 250)}.${(block % 250) + 1}`;
};

interface Device {
  readonly socket: WebSocket;
  readonly cid: string;
}

/** One device's socket: opened, registered, and (with a token) logged in. */
async function device(url: string, index: number, token?: string): Promise<Device> {
  const socket = new WebSocket(url, { localAddress: address(index) });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const request = (command: PushCommand, data: object) =>
    new Promise<Packet>((resolve) => {
      const packetId = randomUUID();
      const onMessage = (raw: WebSocket.RawData) => {
        const packet = JSON.parse(String(raw)) as Packet;
        if (packet.packetId !== packetId) return;
        socket.off('message', onMessage);
        resolve(packet);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ version: PUSH_PROTOCOL.version, command, packetId, timeStamp: Date.now(), data }));
    });
  const registered = await request('register', {
    appId: PUSH_PROTOCOL.appId,
    deviceId: randomUUID().replaceAll('-', ''),
  });
  if (registered.data.errorCode !== 0) throw new Error(`register answered ${JSON.stringify(registered.data)}`);
  const { cid, session } = registered.data as { cid: string; session: string };
  if (token) {
    const login = await request('login', { cid, session, token });
    if (login.data.errorCode !== 0) throw new Error(`login answered ${JSON.stringify(login.data)}`);
  }
  return { socket, cid };
}

/** Opens `count` sockets, a hundred at a time (a burst of thousands would only measure the accept queue). */
async function devices(url: string, count: number, offset: number, token?: string): Promise<Device[]> {
  const sockets: Device[] = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, (_, i) =>
      device(url, offset + start + i, token),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

const rssMb = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
};

async function json(url: string, body: object, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

/**
 * One member on 1,000 devices, and an administrator answering their feedback: each reply is a
 * message the server stores and delivers to every device; latency runs from the reply's
 * request to each device's copy, throughput is copies delivered per second.
 */
async function fanOut(baseUrl: string, socketUrl: string): Promise<{ perSecond: number; p99: number }> {
  const admin = await json(`${baseUrl}/api/auth/register-admin`, {
    username: 'benchadmin',
    nickname: '压测管理员',
    password: 'Bench#Admin2026',
  });
  const member = await json(`${baseUrl}/api/auth/register`, {
    username: 'bench_push_member',
    nickname: '压测读者',
    password: 'tarot2026!',
  });
  const sockets = await devices(socketUrl, FAN_OUT_CLIENTS, IDLE_SOCKETS, member.token as string);
  const latencies: number[] = [];
  let sentAt = 0;
  let copies = 0;
  let allArrived = () => {};
  for (const { socket, cid } of sockets) {
    socket.on('message', (raw) => {
      const packet = JSON.parse(String(raw)) as Packet;
      if (packet.command !== 'server-message') return;
      latencies.push(performance.now() - sentAt);
      socket.send(
        JSON.stringify({
          version: PUSH_PROTOCOL.version,
          command: 'received',
          packetId: randomUUID(),
          timeStamp: Date.now(),
          data: { cid, messageId: packet.data.messageId },
        }),
      );
      copies += 1;
      if (copies % FAN_OUT_CLIENTS === 0) allArrived();
    });
  }
  const started = performance.now();
  for (let message = 0; message < FAN_OUT_MESSAGES; message += 1) {
    const { id } = await json(`${baseUrl}/api/feedback`, { content: `bench ${message}` }, member.token as string);
    const arrived = new Promise<void>((resolve) => (allArrived = resolve));
    sentAt = performance.now();
    await json(`${baseUrl}/api/admin/feedback/${id as string}/reply`, { reply: 'ok' }, admin.token as string);
    await arrived;
  }
  const seconds = (performance.now() - started) / 1000;
  for (const { socket } of sockets) socket.terminate();
  return { perSecond: copies / seconds, p99: percentile(latencies, 99) };
}

/**
 * The attack of issue 28: every socket one address may open sends heartbeats and never reads
 * the answers. The server answers the allowance, drops the rest unanswered and cuts a socket
 * whose queue passes 1 MB, so its memory barely moves. Returns the RSS growth in MB.
 */
async function neverReading(socketUrl: string, pid: number): Promise<number> {
  const before = await rssMb(pid);
  const sockets = await Promise.all(
    Array.from(
      { length: PER_ADDRESS },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(socketUrl, { localAddress: '127.4.0.1' });
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  for (const socket of sockets) {
    // The root's ws (7.x, which the bench resolves) has no pause(): stop reading at its TCP socket.
    (socket as unknown as { _socket: Socket })._socket.pause();
    for (let i = 0; i < FLOOD_PER_SOCKET; i += 1) {
      socket.send(
        JSON.stringify({
          version: PUSH_PROTOCOL.version,
          command: 'heartbeat',
          packetId: `f${i}`,
          timeStamp: 1,
          data: {},
        }),
      );
    }
  }
  // Long enough for the server to read every frame it was sent and answer what it answers.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const after = await rssMb(pid);
  for (const socket of sockets) socket.terminate();
  return after - before;
}

/** Sockets one instance holds idle within its memory, and a fan-out's delivery rate and latency. */
export async function benchPush(): Promise<void> {
  const server = await startBenchServerProcess();
  try {
    const socketUrl = `${server.url.replace('http', 'ws')}${PUSH_SOCKET_PATH}`;
    const flooded = await neverReading(socketUrl, server.pid);
    const baseline = await rssMb(server.pid);
    const idle = await devices(socketUrl, IDLE_SOCKETS, 0);
    const held = await rssMb(server.pid);
    const { perSecond, p99 } = await fanOut(server.url, socketUrl);
    for (const { socket } of idle) socket.terminate();
    printTable(
      'Push: one instance (embedded database)',
      ['measure', 'value', 'budget', 'ratio'],
      [
        [
          `RSS holding ${IDLE_SOCKETS} idle sockets (MB; ${baseline.toFixed(0)} MB before)`,
          held.toFixed(0),
          BUDGET.idleRssMb,
          (held / BUDGET.idleRssMb).toFixed(2),
        ],
        [
          `RSS growth, ${PER_ADDRESS} never-reading sockets of one address × ${FLOOD_PER_SOCKET} heartbeats (MB)`,
          flooded.toFixed(1),
          BUDGET.neverReadingGrowthMb,
          (flooded / BUDGET.neverReadingGrowthMb).toFixed(2),
        ],
        [`fan-out to ${FAN_OUT_CLIENTS} devices, copies/s`, perSecond.toFixed(0), '–', '–'],
        [`fan-out p99 delivery (ms)`, p99.toFixed(0), BUDGET.p99Ms, (p99 / BUDGET.p99Ms).toFixed(2)],
      ],
    );
  } finally {
    await server.close();
  }
}
