import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import { storedFile } from '../../db/schema';
import { FAN_OUT_QUEUE } from '../../modules/broadcasts/fan-out';
import type { FileStorage } from '../../providers/storage/file-storage';
import { rowsOf, tableSums, tablesInLoadOrder } from './catalog';
import { copyFiles, type CopiedFiles } from './copy-files';
import { copyTables } from './copy-tables';

export interface MoveOptions {
  /** The embedded database's folder (`<DATA_DIR>/pglite`). */
  readonly from: string;
  /** The PostgreSQL database to fill: empty, or holding only the app's empty tables. */
  readonly to: string;
  /** Where uploaded files are now, and where they go; without `files`, they stay where they are. */
  readonly files?: { readonly from: FileStorage; readonly to: FileStorage } | undefined;
  readonly log: (line: string) => void;
}

export interface MoveReport {
  readonly tables: readonly { readonly table: string; readonly rows: number; readonly checksum: string }[];
  readonly files?: CopiedFiles | undefined;
}

/** A move refused or failed, with a sentence for the operator; nothing was written to the database. */
export class MoveError extends Error {}

/** The first app table in `db` that holds a row, if any. */
async function firstFilledTable(db: Database, tables: readonly { name: string }[]): Promise<string | undefined> {
  for (const { name } of tables) {
    const [row] = await rowsOf<{ filled: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(name)}) as filled`,
    );
    if (row?.filled) return name;
  }
  return undefined;
}

/** Broadcasts still being sent: their next batches are jobs of this database's queue, which does not move. */
async function broadcastsInFlight(db: Database): Promise<number> {
  const [queue] = await rowsOf<{ present: boolean }>(db, sql`select to_regclass('pgboss.job') is not null as present`);
  if (!queue?.present) return 0;
  const [row] = await rowsOf<{ waiting: number }>(
    db,
    sql`select count(*)::int as waiting from pgboss.job
         where name = ${FAN_OUT_QUEUE} and state in ('created', 'retry', 'active')`,
  );
  return Number(row?.waiting ?? 0);
}

/**
 * Moves everything from the embedded database (and, when asked, the uploaded files) to
 * PostgreSQL (and the bucket), then proves it: every table's row count and checksum must be
 * the same on both sides before the copy commits, every file's SHA-256 the same read back. The
 * target gets the app's migrations first and must hold no row; the rows go in one transaction,
 * so a failure leaves it as it was and the move can be run again. Files go first, skipping those already copied.
 * The server must be stopped: the embedded database has one user at a time.
 */
export async function moveEmbeddedDatabase({ from, to, files, log }: MoveOptions): Promise<MoveReport> {
  const source = await openDatabase({ dataDir: from });
  const target = await openDatabase({ url: to, dataDir: from });
  try {
    await source.migrate();
    await target.migrate();
    const tables = await tablesInLoadOrder(source.db);
    const filled = await firstFilledTable(target.db, tables);
    if (filled)
      throw new MoveError(`the target database is not empty (table ${filled} has rows): move into a new database`);
    const inFlight = await broadcastsInFlight(source.db);
    if (inFlight > 0) {
      throw new MoveError(
        `${inFlight} broadcast batches are still waiting to be sent: start the server, let them finish, stop it and move then`,
      );
    }

    let copiedFiles: CopiedFiles | undefined;
    if (files) {
      const keys = (await source.db.select({ key: storedFile.storageKey }).from(storedFile)).map(({ key }) => key);
      log(`files: copying ${keys.length} to the bucket`);
      copiedFiles = await copyFiles(files.from, files.to, keys);
      log(
        `files: ${copiedFiles.copied} copied, ${copiedFiles.alreadyThere} already there, every one checked by SHA-256`,
      );
    }

    // Checked before the commit: a difference rolls everything back.
    const sums = await target.db.transaction(async (tx) => {
      const into = tx as unknown as Database;
      await copyTables(source.db, into, tables, (table, rows) => log(`${table}: ${rows} rows`));
      const [before, after] = await Promise.all([tableSums(source.db, tables), tableSums(into, tables)]);
      const differing = tables.filter(
        ({ name }) =>
          before.get(name)?.rows !== after.get(name)?.rows || before.get(name)?.checksum !== after.get(name)?.checksum,
      );
      if (differing.length > 0) {
        throw new MoveError(
          `copied rows differ from the originals in ${differing.map((t) => t.name).join(', ')}; nothing was kept`,
        );
      }
      return after;
    });
    log(`checked: ${tables.length} tables, the same row counts and checksums on both sides`);
    return {
      tables: tables.map(({ name }) => ({ table: name, ...sums.get(name)! })),
      files: copiedFiles,
    };
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}
