import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import webPush from 'web-push';
import { buildApp } from '../src/app';
import type { Config, Secrets } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import type { PushOverrides } from '../src/modules/push';
import { seed } from '../src/seed';

export interface TestServer {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly config: Config;
  close(): Promise<void>;
}

/** A throw-away database on the PostgreSQL server `serverUrl`: its address, and how to drop it. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A database of its own for each test file: in-memory PGlite, or a new PostgreSQL database;
 * `embedded`: PGlite in `<dataDir>/pglite`, where the server keeps it, whatever the suite.
 */
async function freshDatabase(
  dataDir: string,
  embedded: boolean,
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (embedded || !serverUrl) {
    const handle = await openDatabase({ dataDir: embedded ? path.join(dataDir, 'pglite') : 'memory://' });
    return { handle, drop: async () => undefined };
  }
  const { url, drop } = await createPostgresDatabase(serverUrl);
  return { handle: await openDatabase({ url, dataDir }), drop };
}

/** Tests sign their own tokens with this (e.g. a tampered or expired one). */
export const TEST_TOKEN_SECRET = 'test-secret-that-is-long-enough-for-hs256-000';

const TEST_SECRETS: Secrets = {
  tokenSecret: TEST_TOKEN_SECRET,
  vapid: { ...webPush.generateVAPIDKeys(), subject: 'mailto:push@tarot.invalid' },
};

export interface TestServerOptions {
  readonly config?: Partial<Config>;
  /** Registers extra routes (e.g. a deliberately failing one) before the app is ready. */
  readonly extend?: (app: FastifyInstance) => void;
  /** The push module's clock and road to push services. */
  readonly push?: PushOverrides;
  /** The embedded database on disk, as `npm start` keeps it, even in the PostgreSQL suite. */
  readonly embedded?: boolean;
  /** A PostgreSQL server of the test's own to make the database on, instead of TEST_DATABASE_URL's. */
  readonly postgresUrl?: string;
}

export async function startTestServer({
  config: overrides = {},
  extend,
  push,
  embedded = false,
  postgresUrl,
}: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tarot-test-'));
  const { handle, drop } = await freshDatabase(dataDir, embedded, postgresUrl);
  await handle.migrate();
  await seed(handle.db);
  const config: Config = {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    dataDir,
    databaseUrl: undefined,
    logLevel: (process.env.TEST_LOG_LEVEL as Config['logLevel']) ?? 'silent',
    bodyLimitBytes: 1024 * 1024,
    webDist: path.join(dataDir, 'no-web-build'),
    shutdownGraceMs: 1000,
    webviewOrigins: [],
    // API tests fire thousands of requests from 127.0.0.1: limits a thousand times the real ones
    // (rate-limit.test.ts holds the real ones), and Redis counters of this server's own, since
    // test files on PGlite and on PostgreSQL may run at once against one Redis.
    rateLimit: { scale: 1000, redisPrefix: `tarot:test-${randomBytes(6).toString('hex')}:rate-limit:` },
    ...overrides,
  };
  const app = await buildApp({ config, database: handle, secrets: TEST_SECRETS, push });
  extend?.(app);
  await app.ready();
  return {
    app,
    database: handle,
    config,
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app with the tests' secrets on `database` and `config`, ready. */
export async function buildTestApp(
  config: Config,
  database: DatabaseHandle,
  push?: PushOverrides,
): Promise<FastifyInstance> {
  const app = await buildApp({ config, database, secrets: TEST_SECRETS, push });
  await app.ready();
  return app;
}

/**
 * A second instance of `first`'s app on the same database and settings, as two instances
 * behind a load balancer; `first` closes the database.
 */
export const startSibling = (first: TestServer, push?: PushOverrides): Promise<FastifyInstance> =>
  buildTestApp(first.config, { ...first.database, close: async () => undefined }, push);
