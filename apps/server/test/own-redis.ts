import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/**
 * A redis-server of the test's own on a free port, without persistence, that the test may kill,
 * freeze and start again: never the shared one on 6379.
 */
export interface OwnRedis {
  readonly url: string;
  /** SIGKILL: the way a crash looks to the clients (their sockets close). */
  kill(): Promise<void>;
  /** A fresh (empty) server on the same port after a kill. */
  start(): Promise<void>;
  /** SIGSTOP and SIGCONT: a server that hangs with its sockets open, then wakes. */
  freeze(): void;
  thaw(): void;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function spawnRedis(port: number): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  server.stdout!.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
  return server;
}

const running = (server: ChildProcess) => server.exitCode === null && server.signalCode === null;

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let server = await spawnRedis(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      if (!running(server)) return;
      const exited = once(server, 'exit');
      server.kill('SIGKILL');
      await exited;
    },
    async start() {
      if (!running(server)) server = await spawnRedis(port);
    },
    freeze: () => void server.kill('SIGSTOP'),
    thaw: () => void server.kill('SIGCONT'),
  };
}
