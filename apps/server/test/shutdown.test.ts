import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { sessionResponse } from '@tarot/contract/auth';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { tarotReading } from '../src/db/schema';
import { createPostgresDatabase, startTestServer } from './harness';

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
    const server = await startServerProcess({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'tarot-sigterm-')) });
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
  }, 60_000);

  it('answers every one of 200 requests in flight at SIGTERM, keeps every write it acknowledged, and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tarot-sigterm-load-'));
    const postgres = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' });
    const member = sessionResponse.parse(
      await (
        await fetch(`${server.url}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'drain_member', nickname: '读者', password: 'tarot2026!' }),
        })
      ).json(),
    );
    const save = () =>
      fetch(`${server.url}/api/readings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
        body: JSON.stringify({ spreadId: 'single', cards: [{ id: 'major-00', reversed: false }], question: '' }),
      }).then(
        (response) => String(response.status),
        (error: { cause?: { code?: string } }) => error.cause?.code ?? 'failed',
      );
    const answers = save();
    const burst = Array.from({ length: 199 }, save);
    // The signal arrives while the requests are on their way in and being answered.
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.process.kill('SIGTERM');
    const outcomes = await Promise.all([answers, ...burst]);
    expect(await server.exited).toBe(0);

    // No reset, no refusal, no 503: every request that was sent was answered and stored.
    expect(outcomes.filter((outcome) => outcome !== '200')).toEqual([]);
    const database = await openDatabase({ url: postgres?.url, dataDir: path.join(dataDir, 'pglite') });
    const [stored] = await database.db
      .select({ total: count() })
      .from(tarotReading)
      .where(eq(tarotReading.userId, member.user.uid));
    await database.close();
    await postgres?.drop();
    expect(stored?.total).toBe(200);
  }, 90_000);
});

interface ServerProcess {
  readonly process: ChildProcess;
  readonly url: string;
  readonly exited: Promise<number | null>;
  output(): string;
}

/** `src/main.ts` in a process of its own, as `npm start` runs it, listening on a free port. */
async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, PORT: '0', NODE_ENV: 'development', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    child.stdout.on('data', () => {
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    });
  });
  return { process: child, url, exited, output: () => output };
}
