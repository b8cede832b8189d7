import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { parseConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/seed';
import { root } from './report';

export interface BenchServer {
  readonly url: string;
  close(): Promise<void>;
}

/** The bench servers' token secret, which also signs their usage device ids. */
export const BENCH_TOKEN_SECRET = 'bench-secret-bench-secret-bench-secret-0';

/** The embedded database of a bench server's data directory, for seeding it while no server runs. */
export const benchPgliteDir = (dataDir: string): string => path.join(dataDir, 'pglite');

/**
 * The real app as production runs it, on a throw-away embedded database (or the PostgreSQL
 * database `databaseUrl`) and a free port, with the Redis `redisUrl` when given; `seeded` publishes the launch articles and banners
 * the pages show. With `dataDir` the server keeps its data there, and the caller owns it.
 */
export async function startBenchServer({
  seeded = false,
  databaseUrl,
  dataDir: ownDataDir,
  redisUrl,
}: { seeded?: boolean; databaseUrl?: string; dataDir?: string; redisUrl?: string } = {}): Promise<BenchServer> {
  const dataDir = ownDataDir ?? (await mkdtemp(path.join(tmpdir(), 'tarot-bench-')));
  const { tokenSecret: _unused, ...config } = parseConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    // The load generator is one address firing tens of thousands of requests: measure the
    // server's work, not its refusals (rate-limit.test.ts holds the real limits).
    RATE_LIMIT_SCALE: '100000',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const database = await openDatabase({ url: databaseUrl, dataDir: benchPgliteDir(dataDir) });
  await database.migrate();
  if (seeded) await seed(database.db);
  const app = await buildApp({
    config,
    database,
    secrets: { tokenSecret: BENCH_TOKEN_SECRET },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    async close() {
      await app.close();
      if (!ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The bench server in a child process of its own (bench/serve.ts), for latency under load; on
 * the PostgreSQL database `databaseUrl` when given, else the embedded one (in `dataDir` when
 * given, so it can be seeded first), `seeded` as startBenchServer is. `script` serves
 * something else the same way (it prints `listening <url>` and stops on SIGTERM).
 */
export async function startBenchServerProcess({
  seeded = false,
  databaseUrl,
  dataDir,
  redisUrl,
  script = 'bench/serve.ts',
}: { seeded?: boolean; databaseUrl?: string; dataDir?: string; redisUrl?: string; script?: string } = {}): Promise<
  BenchServer & { readonly pid: number }
> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
    env: {
      ...process.env,
      BENCH_DATABASE_URL: databaseUrl ?? '',
      BENCH_DATA_DIR: dataDir ?? '',
      BENCH_REDIS_URL: redisUrl ?? '',
      BENCH_SEEDED: seeded ? '1' : '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const listening = /^listening (\S+)$/m.exec(output);
      if (listening) resolve(listening[1]!);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code} before listening`)));
  });
  return {
    url,
    pid: child.pid!,
    async close() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
