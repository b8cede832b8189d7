import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The production build as the README runs it (`npm run build && NODE_ENV=production npm start`):
 * the compiled server, apps/server/dist/main.js, under plain node. The e2e runner's `npm run build`
 * has built it. It starts from a foreign working directory, so the files it finds beside its
 * sources (the migrations, the built web app) are found from the bundle, not from the cwd.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(root, 'apps/server/dist/main.js');

let dataDir = '';
let server: ReturnType<typeof spawn>;
let address = '';
let output = '';

beforeAll(async () => {
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run npm run build`);
  dataDir = await mkdtemp(path.join(tmpdir(), 'tarot-production-build-'));
  server = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: dataDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The one secret production refuses to generate (README, Settings).
      TOKEN_SECRET: 'production-build-test-secret-0123456789',
      // And the Web Push key pair, required in production too.
      VAPID_PUBLIC_KEY: 'BDT6O1j1tKvFQS_nKbW3cGxORHO6-h9q7RIGuQAfmsgataOyeJCIJVangVNznB9tbiSj-q-62DN_KCySKcihM-A',
      VAPID_PRIVATE_KEY: 'oWB4lrpHP9rY3JLH3KuSG8sgUwKAxxr1IKhk3WtEd9s',
      VAPID_SUBJECT: 'mailto:push@tarot.invalid',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  address = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the compiled server exited with ${code}:\n${output}`)));
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
  });
});

afterAll(async () => {
  // Unset when the bundle was missing: that error is the one to report.
  if (server !== undefined && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGKILL');
    await once(server, 'exit');
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the compiled server (npm run build, NODE_ENV=production)', () => {
  it('applies every migration to a new database and reports healthy', async () => {
    const journal = JSON.parse(await readFile(path.join(root, 'apps/server/drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const response = await fetch(`${address}/api/health`);
    expect(response.status).toBe(200);
    const health = (await response.json()) as { status: string; database: { migrations: number } };
    expect(health.status).toBe('ok');
    expect(health.database.migrations).toBe(journal.entries.length);
  });

  it('serves the built web app', async () => {
    const response = await fetch(`${address}/tarot/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(await readFile(path.join(root, 'apps/web/dist/index.html'), 'utf8'));
  });

  it('computes with the bundled domain packages', async () => {
    const response = await fetch(`${address}/api/v1/almanac/2024-02-10`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { lunarDate: string }).lunarDate).toContain('正月');
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(output).toContain('shut down cleanly');
  });
});
