import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction: work that must commit or roll back with its caller's. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  /** Applies every pending migration; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's state, for the metrics. */
  readonly poolStats?: () => PoolStats;
}

export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** How many migrations this build carries (drizzle-kit's journal): a database with fewer is behind it. */
export async function bundledMigrationCount(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it the embedded PGlite database is used. */
  readonly url?: string | undefined;
  /** Where PGlite keeps its files; `memory://` for a throw-away database. */
  readonly dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // A server that does not answer (a host gone, a full backlog) fails the query after 5 s
  // rather than holding the request until the client gives up.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection can die under us (a server restart, a dropped database). pg reports
  // it as an 'error' event, which would crash the process if unheard; the pool already
  // discards that client and opens a new one on the next query, so a warning is enough.
  pool.on('error', (error) => process.emitWarning(`idle database connection lost: ${error.message}`));
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const [{ PgliteRemote }, { createPgliteDatabase }, { PGLITE_START_PARAMS }, { drizzle }, { migrate }] =
    await Promise.all([
      import('./pglite-remote'),
      import('./pglite-create'),
      import('./pglite-settings'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  if (!dataDir.startsWith('memory://')) {
    await mkdir(dataDir, { recursive: true });
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createPgliteDatabase(dataDir, PGLITE_START_PARAMS);
  }
  const client = await PgliteRemote.open(dataDir, PGLITE_START_PARAMS);
  // The driver calls only `query` and `transaction`, which the thread's client answers as PGlite.
  const db = drizzle({ client: client as unknown as PGlite, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Both drivers answer `execute` with `{ rows }`; the shared type leaves it unknown. */
async function firstRow<T>(db: Database, query: ReturnType<typeof sql>): Promise<T | undefined> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows[0];
}

export interface DatabaseStatus {
  readonly version: string;
  /** Rows of drizzle's own bookkeeping table; 0 before the first migration. */
  readonly migrations: number;
}

/** One round trip, so a health probe costs the database as little as possible. */
export async function databaseStatus(db: Database): Promise<DatabaseStatus> {
  const row = await firstRow<{ version: string; migrations: number }>(
    db,
    sql`select current_setting('server_version') as version,
               (select count(*) from drizzle.__drizzle_migrations)::int as migrations`,
  );
  return { version: String(row?.version ?? ''), migrations: Number(row?.migrations ?? 0) };
}
