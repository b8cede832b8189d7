import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './harness';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    let release: () => void = () => undefined;
    const server = await startTestServer({
      extend(app) {
        app.get('/test/slow', async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return { done: true };
        });
      },
    });
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const inFlight = fetch(`${address}/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = server.app.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(server.database.db.execute(sql`select 1`)).rejects.toThrow();
    await server.close().catch(() => undefined);
  });

  it('exits 0 on SIGTERM after shutting down cleanly', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tarot-sigterm-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
      child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
      child.stdout.on('data', () => {
        if (output.includes('Server listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shut down cleanly');
  }, 60_000);
});
