import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { parseConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/seed';

export interface BenchServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The real app as production runs it, on a throw-away embedded database and a free port;
 * `seeded` publishes the launch articles and banners the pages show.
 */
export async function startBenchServer({ seeded = false } = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tarot-bench-'));
  const { tokenSecret: _unused, ...config } = parseConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    // The load generator is one address firing tens of thousands of requests: measure the
    // server's work, not its refusals (rate-limit.test.ts holds the real limits).
    RATE_LIMIT_SCALE: '100000',
  });
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  if (seeded) await seed(database.db);
  const app = await buildApp({
    config,
    database,
    secrets: { tokenSecret: 'bench-secret-bench-secret-bench-secret-0' },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
