import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverCommand } from '../scripts/server-command.mjs';
import { productionEnv } from './npm-start-server';
import { printTable, root } from './report';

const ROUNDS = 5;

/** Each the way `npm start` runs it (scripts/server-command.mjs): compiled in production, else through tsx. */
const COMPILED = { name: 'compiled: node apps/server/dist/main.js', production: true };
const TSX = { name: 'tsx (reference): node --import tsx apps/server/src/main.ts', production: false };

/** Milliseconds from spawning the server to its "Server listening" log line; then it is stopped. */
async function timeToListen(production: boolean, dataDir: string): Promise<number> {
  const { args, env } = serverCommand({
    production,
    env: { ...process.env, ...productionEnv(dataDir), PORT: '0', LOG_LEVEL: 'info' },
  });
  const started = performance.now();
  const server = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(server, 'exit');
  let output = '';
  const listening = await new Promise<number>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening')) resolve(performance.now() - started);
    });
  });
  server.kill('SIGTERM');
  await exited;
  return listening;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchStartup(): Promise<void> {
  // Measure the server as the sources stand now.
  const build = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('the server build failed: run npm run build -w apps/server');
  // One database, migrated by a first start of each (which also fills tsx's cache), so the
  // rounds time a restart: loading the code, not creating the database.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tarot-bench-startup-'));
  try {
    const times = new Map([COMPILED, TSX].map((variant) => [variant, [] as number[]]));
    for (const variant of times.keys()) await timeToListen(variant.production, dataDir);
    // Alternating rounds, so a busy moment of the machine weighs on both alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const [variant, measured] of times) measured.push(await timeToListen(variant.production, dataDir));
    }
    const reference = median(times.get(TSX)!);
    printTable(
      `Server start-up: process start → "Server listening" (production settings, migrated embedded database), ${ROUNDS} alternating rounds`,
      ['server', 'min ms', 'median ms', 'max ms', 'median / tsx'],
      [...times].map(([variant, measured]) => [
        variant.name,
        Math.min(...measured).toFixed(0),
        median(measured).toFixed(0),
        Math.max(...measured).toFixed(0),
        (median(measured) / reference).toFixed(2),
      ]),
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
