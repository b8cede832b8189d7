import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the test's own, on a free port, that the test may stop and start
 * again: never the shared one on 5432. CI runs as root, so the cluster runs as `postgres`
 * (PostgreSQL refuses to run as root), from Debian's server binaries.
 */
export interface OwnPostgres {
  /** `postgres://` address of its `postgres` database. */
  readonly url: string;
  stop(): void;
  start(): void;
  /** Stops it and removes its files. */
  remove(): void;
}

const binaries = () => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return path.join('/usr/lib/postgresql', versions[0]!, 'bin');
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binaries();
  const root = mkdtempSync(path.join(tmpdir(), 'tarot-own-pg-'));
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  chownSync(root, id('-u'), id('-g'));
  const data = path.join(root, 'data');
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe' });
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = () => {
    if (running) return;
    asPostgres('pg_ctl', ['-D', data, '-o', options, '-w', '-l', path.join(root, 'log'), 'start']);
    running = true;
  };
  // Immediate: the way a crash or a pulled plug looks to the clients.
  const stop = () => {
    if (!running) return;
    asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove() {
      stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
