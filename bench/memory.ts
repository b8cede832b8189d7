import { fork, type ChildProcess } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { parseConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { startAsNpmStart } from './npm-start-server';
import { postgresServer, withDatabase } from './postgres';
import { printTable } from './report';

const SERVE = '--serve-memory-bench';
const BURST = 400;
const SETTLE_MS = 3_000;
const READINGS = 100_000;
const PROBES = 300;
const PROBE_GAP_MS = 5;
/** Issue #17's budget for the idle server on the embedded database, as `npm start` runs it. */
const BUDGET_MB = 300;

type Command = 'gc' | 'seed' | 'slow' | 'stop';

/**
 * The server alone in a child process, as bench/server.ts starts it (through tsx, not as
 * `npm start` runs it), and with its database at hand: the parent asks it to collect garbage,
 * to give one member many readings, and to run the slow query, a scan of them all, on a
 * connection other than the probes'.
 */
async function serve(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tarot-bench-memory-'));
  const { tokenSecret: _unused, ...config } = parseConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    RATE_LIMIT_SCALE: '100000',
  });
  const database = await openDatabase({
    url: process.env.BENCH_DATABASE_URL || undefined,
    dataDir: path.join(dataDir, 'pglite'),
  });
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    secrets: { tokenSecret: 'bench-secret-bench-secret-bench-secret-0' },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const commands: Record<Command, () => Promise<unknown>> = {
    async gc() {
      // Twice: the first pass queues finalizers (PGlite's buffers among them) that the second frees.
      globalThis.gc?.();
      await sleep(100);
      globalThis.gc?.();
    },
    seed: () =>
      database.db.execute(sql`
        insert into tarot_reading (user_id, spread_id, cards, question, created_at)
        select u.id, 'three-card', '[{"id":"the-fool","reversed":false}]'::jsonb, 'bench question ' || g,
               now() - g * interval '1 second'
        from app_user u, generate_series(1, ${READINGS}) g where u.username = 'bench_memory'`),
    async slow() {
      const started = performance.now();
      await database.db.execute(
        sql`select count(*) from tarot_reading where cards::text || question like '%never there%'`,
      );
      return performance.now() - started;
    },
    async stop() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
      process.disconnect();
    },
  };
  process.on('message', (command: Command) => {
    void commands[command]().then((result) => process.connected && process.send?.({ done: command, result }));
  });
  process.send?.({ url });
}

function ask(child: ChildProcess, command: Command): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`bench server exited (${code})`));
    const answered = (message: { done?: Command; result?: unknown }) => {
      if (message.done !== command) return;
      child.off('exit', exited).off('message', answered);
      resolve(message.result);
    };
    child.once('exit', exited).on('message', answered);
    child.send(command);
  });
}

/** Resident memory of the whole process (every thread, the database's included), in MB. */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Milliseconds of `PROBES` sequential GETs of `url`, a few milliseconds apart. */
async function probe(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < PROBES; index++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await sleep(PROBE_GAP_MS);
  }
  return times.sort((a, b) => a - b);
}

/** A member's sign-up, then `BURST` requests at once, half of them reading the database. */
async function burst(url: string): Promise<void> {
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench_memory', nickname: 'bench', password: 'bench-memory-2026!' }),
  });
  const { token } = (await registered.json()) as { token: string };
  const authorized = { headers: { authorization: `Bearer ${token}` } };
  await Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      fetch(index % 2 ? `${url}/api/health` : `${url}/api/readings`, authorized).then((r) => r.arrayBuffer()),
    ),
  );
  await sleep(SETTLE_MS);
}

interface Memory {
  readonly started: number;
  readonly idle: number;
}

/**
 * The server as `npm start` runs it in production, so without a forced garbage collection:
 * resident memory once it listens and has settled, and idle after the burst.
 */
async function measureAsNpmStart(databaseUrl: string | undefined): Promise<Memory> {
  const server = await startAsNpmStart(databaseUrl);
  try {
    await sleep(SETTLE_MS);
    const started = await rssOf(server.pid);
    await burst(server.url);
    return { started, idle: await rssOf(server.pid) };
  } finally {
    await server.close();
  }
}

interface Figures extends Memory {
  readonly slowQueryMs: number;
  /** p50 and p99 of each probe, quiet and while the slow query runs over and over. */
  readonly probes: Record<string, { quiet: [number, number]; loaded: [number, number] }>;
}

async function measureBenchServer(databaseUrl: string | undefined): Promise<Figures> {
  const child = fork(fileURLToPath(import.meta.url), [SERVE], {
    execArgv: [...process.execArgv, '--expose-gc'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
  });
  try {
    const [{ url }] = (await once(child, 'message')) as [{ url: string }];
    await ask(child, 'gc');
    const started = await rssOf(child.pid!);
    await burst(url);
    await ask(child, 'gc');
    const idle = await rssOf(child.pid!);

    await ask(child, 'seed');
    const slowQueryMs = (await ask(child, 'slow')) as number;
    const probes: Figures['probes'] = {};
    for (const route of ['/api/health/live', '/api/health']) {
      const quiet = await probe(`${url}${route}`);
      let running = true;
      const load = (async () => {
        while (running) await ask(child, 'slow');
      })();
      const loaded = await probe(`${url}${route}`);
      running = false;
      await load;
      probes[route] = {
        quiet: [percentile(quiet, 50), percentile(quiet, 99)],
        loaded: [percentile(loaded, 50), percentile(loaded, 99)],
      };
    }
    return { started, idle, slowQueryMs, probes };
  } finally {
    if (child.exitCode === null) {
      const exited = once(child, 'exit');
      child.send('stop');
      await exited;
    }
  }
}

/**
 * The server's resident memory on each database, after start-up and idle after a burst of
 * requests: as `npm start` runs it in production (the figure held to the budget), and as the
 * bench server under tsx after a forced garbage collection, for reference. Then how long
 * requests wait while another caller runs a slow query: a scan of one member's 100,000 readings.
 */
export async function benchMemory(): Promise<void> {
  const server = await postgresServer();
  const both = async (url: string | undefined): Promise<[Memory, Figures]> => [
    await measureAsNpmStart(url),
    await measureBenchServer(url),
  ];
  const runs: [string, [Memory, Figures]][] = [['embedded (PGlite)', await both(undefined)]];
  if (server) runs.push(['PostgreSQL', await withDatabase(server, both)]);
  const ms = (value: number) => value.toFixed(1);
  const mb = (value: number) => value.toFixed(0);
  printTable(
    'Server memory (RSS of the server process, MB) and request latency while a slow query runs',
    ['measure', ...runs.map(([name]) => name)],
    [
      ['npm start (production): RSS after start-up (MB)', ...runs.map(([, [started]]) => mb(started.started))],
      [
        `npm start (production): RSS idle after ${BURST} requests (MB; embedded: budget ${BUDGET_MB})`,
        ...runs.map(([, [started]]) => mb(started.idle)),
      ],
      ['bench server under tsx, after a GC: RSS after start-up (MB)', ...runs.map(([, [, f]]) => mb(f.started))],
      [
        `bench server under tsx, after a GC: RSS idle after ${BURST} requests (MB)`,
        ...runs.map(([, [, f]]) => mb(f.idle)),
      ],
      [`slow query alone, ${READINGS} rows (ms)`, ...runs.map(([, [, f]]) => ms(f.slowQueryMs))],
      ...['/api/health/live', '/api/health'].flatMap((route) => [
        [`${route} p50 / p99 quiet (ms)`, ...runs.map(([, [, f]]) => f.probes[route]!.quiet.map(ms).join(' / '))],
        [
          `${route} p50 / p99 under the slow query (ms)`,
          ...runs.map(([, [, f]]) => f.probes[route]!.loaded.map(ms).join(' / ')),
        ],
      ]),
    ],
  );
}

// Forked as the bench server: serve, and answer the parent's commands.
if (process.argv.includes(SERVE)) await serve();
else if (process.argv[1] === fileURLToPath(import.meta.url)) await benchMemory();
