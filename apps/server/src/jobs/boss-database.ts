import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import type { Pool } from 'pg';
import type { DatabaseHandle } from '../db/client';

type Rows = { rows: unknown[] };

/**
 * pg-boss's `db` option, backed by the app's own database client, so the job runner needs no
 * second set of connection settings and works on the embedded database too. Drizzle keeps the
 * driver's client as `$client`: a pg Pool, or the PGlite instance.
 */
export function bossDatabase(database: DatabaseHandle): PgBoss.Db {
  const client = (database.db as unknown as { $client: Pool | PGlite }).$client;
  if (database.driver === 'postgres') {
    // One `query` call runs on one pooled connection, so pg-boss's BEGIN; …; COMMIT scripts hold.
    const pool = client as Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PGlite;
  return {
    // PGlite's `query` takes one statement; pg-boss sends its set-up and locked scripts (several
    // statements, never with values) as one text, which only `exec` runs. Both wait for any open
    // transaction of the app's, since PGlite is one connection.
    async executeSql(text, values): Promise<Rows> {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
