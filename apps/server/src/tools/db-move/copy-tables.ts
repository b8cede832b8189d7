import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ownedSequences, rowsOf, type TableShape } from './catalog';

/** Rows per round trip: a page of the largest rows (readings, usage events) stays a few MB. */
const PAGE_ROWS = 1_000;

type Row = Record<string, unknown>;

/** The next page of `table` after the row with key values `after` (none: the first page), as JSON text. */
async function readPage(source: Database, { name, key }: TableShape, after: readonly unknown[] | undefined) {
  const keyColumns = sql.join(
    key.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const where: SQL = after
    ? sql`where (${keyColumns}) > (${sql.join(
        after.map((value) => sql`${value}`),
        sql`, `,
      )})`
    : sql``;
  const [page] = await rowsOf<{ rows: string | null }>(
    source,
    sql`select json_agg(t)::text as rows
          from (select * from ${sql.identifier(name)} ${where} order by ${keyColumns} limit ${PAGE_ROWS}) t`,
  );
  return page?.rows ?? null;
}

/**
 * Copies every row of `tables` from `source` into the same tables of `target`, inside the
 * caller's transaction on `target`. Rows travel as JSON and are rebuilt by the target's own
 * row type (`json_populate_recordset`), so every column keeps its type and value whatever it
 * is; pages follow the primary key, so memory stays flat however large a table is. Sequences
 * continue after the largest value copied. Answers the rows copied per table.
 */
export async function copyTables(
  source: Database,
  target: Database,
  tables: readonly TableShape[],
  onTable: (table: string, rows: number) => void,
): Promise<void> {
  // Times travel as text: in UTC on both sides, nothing depends on either server's zone.
  await source.execute(sql`set timezone = 'UTC'`);
  await target.execute(sql`set local timezone = 'UTC'`);
  for (const table of tables) {
    let copied = 0;
    let after: unknown[] | undefined;
    for (;;) {
      const page = await readPage(source, table, after);
      if (page === null) break;
      await target.execute(
        sql`insert into ${sql.identifier(table.name)}
            select * from json_populate_recordset(null::${sql.identifier(table.name)}, ${page}::json)`,
      );
      const rows = JSON.parse(page) as Row[];
      copied += rows.length;
      const last = rows.at(-1)!;
      after = table.key.map((column) => last[column]);
      if (rows.length < PAGE_ROWS) break;
    }
    onTable(table.name, copied);
  }
  for (const { sequence, table, column } of await ownedSequences(target)) {
    await target.execute(
      sql`select setval(${sequence}::regclass,
                        coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 1),
                        (select count(*) > 0 from ${sql.identifier(table)}))`,
    );
  }
}
