import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverCommand } from '../scripts/server-command.mjs';
import type { BenchServer } from './server';
import { root } from './report';

/** What a production start requires (bench secrets), on the data directory and database given. */
export const productionEnv = (dataDir: string, databaseUrl = ''): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  VAPID_PUBLIC_KEY: 'BDT6O1j1tKvFQS_nKbW3cGxORHO6-h9q7RIGuQAfmsgataOyeJCIJVangVNznB9tbiSj-q-62DN_KCySKcihM-A',
  VAPID_PRIVATE_KEY: 'oWB4lrpHP9rY3JLH3KuSG8sgUwKAxxr1IKhk3WtEd9s',
  VAPID_SUBJECT: 'mailto:push@tarot.invalid',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
});

/**
 * The compiled server started with the command and environment `npm start` gives it in
 * production (scripts/server-command.mjs), on a new data directory: the embedded database, or
 * the PostgreSQL database `databaseUrl`. The server is built from the sources first, as
 * `npm start` would; the web app is not rebuilt, which changes nothing the server holds.
 */
export async function startAsNpmStart(databaseUrl?: string): Promise<BenchServer & { readonly pid: number }> {
  const build = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('the server build failed: run npm run build -w apps/server');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tarot-bench-npm-start-'));
  const { args, env } = serverCommand({
    production: true,
    env: {
      ...process.env,
      ...productionEnv(dataDir, databaseUrl),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      // One address fires the bench's requests: measure the server's work, not its refusals.
      RATE_LIMIT_SCALE: '100000',
    },
  });
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
      child.stdout.setEncoding('utf8');
      const read = (chunk: string) => {
        output += chunk;
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (!listening) return;
        // The rest of the log is dropped, the pipe kept flowing so the server never blocks on it.
        child.stdout.off('data', read).resume();
        resolve(listening[1]!);
      };
      child.stdout.on('data', read);
    });
    return {
      url,
      pid: child.pid!,
      async close() {
        child.kill('SIGTERM');
        await exited;
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
