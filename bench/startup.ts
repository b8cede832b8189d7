import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printTable, root } from './report';

const ROUNDS = 5;

/** Each the way `npm start` runs it (scripts/start.mjs): compiled in production, else through tsx. */
const COMPILED = {
  name: 'compiled: node apps/server/dist/main.js',
  args: ['--enable-source-maps', 'apps/server/dist/main.js'],
};
const TSX = {
  name: 'tsx (reference): node --import tsx apps/server/src/main.ts',
  args: ['--import', 'tsx', 'apps/server/src/main.ts'],
};

/** Milliseconds from spawning the server to its "Server listening" log line; then it is stopped. */
async function timeToListen(args: readonly string[], dataDir: string): Promise<number> {
  const started = performance.now();
  const server = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-0',
      VAPID_PUBLIC_KEY: 'BDT6O1j1tKvFQS_nKbW3cGxORHO6-h9q7RIGuQAfmsgataOyeJCIJVangVNznB9tbiSj-q-62DN_KCySKcihM-A',
      VAPID_PRIVATE_KEY: 'oWB4lrpHP9rY3JLH3KuSG8sgUwKAxxr1IKhk3WtEd9s',
      VAPID_SUBJECT: 'mailto:push@tarot.invalid',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      LOG_LEVEL: 'info',
    },
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
    for (const variant of times.keys()) await timeToListen(variant.args, dataDir);
    // Alternating rounds, so a busy moment of the machine weighs on both alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const [variant, measured] of times) measured.push(await timeToListen(variant.args, dataDir));
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
