import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Rows of a query, from either driver (both answer `execute` with `{ rows }`). */
export async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

export interface TableShape {
  readonly name: string;
  /** The primary key's columns, in key order: the order rows are read in, page by page. */
  readonly key: readonly string[];
}

/**
 * The app's tables (schema `public`) in an order where every table comes after the tables its
 * foreign keys point at, so rows can be inserted table by table with every check on.
 */
export async function tablesInLoadOrder(db: Database): Promise<TableShape[]> {
  const tables = await rowsOf<{ name: string; key: string[] | null }>(
    db,
    sql`select c.relname as name,
               (select array_agg(a.attname order by k.ord)
                  from pg_index i
                  cross join unnest(i.indkey) with ordinality as k(attnum, ord)
                  join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                 where i.indrelid = c.oid and i.indisprimary) as key
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r'
         order by c.relname`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select distinct child.relname as child, parent.relname as parent
          from pg_constraint f
          join pg_class child on child.oid = f.conrelid
          join pg_class parent on parent.oid = f.confrelid
          join pg_namespace n on n.oid = child.relnamespace
         where f.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const withoutKey = tables.filter((table) => !table.key?.length).map((table) => table.name);
  if (withoutKey.length > 0) throw new Error(`tables without a primary key cannot be paged: ${withoutKey.join(', ')}`);

  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  let remaining = tables.map(({ name, key }) => ({ name, key: key! }));
  while (remaining.length > 0) {
    const ready = remaining.filter(({ name }) =>
      references.every(({ child, parent }) => child !== name || placed.has(parent)),
    );
    if (ready.length === 0)
      throw new Error(`foreign keys form a cycle among ${remaining.map((t) => t.name).join(', ')}`);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
    remaining = remaining.filter(({ name }) => !placed.has(name));
  }
  return ordered;
}

/** Sequences that feed a column of an app table, with the table and column they feed. */
export async function ownedSequences(db: Database): Promise<{ sequence: string; table: string; column: string }[]> {
  return rowsOf(
    db,
    sql`select s.relname as sequence, t.relname as "table", a.attname as "column"
          from pg_depend d
          join pg_class s on s.oid = d.objid and s.relkind = 'S'
          join pg_class t on t.oid = d.refobjid
          join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
          join pg_namespace n on n.oid = t.relnamespace
         where n.nspname = 'public'`,
  );
}

export interface TableSum {
  readonly rows: number;
  /** md5 over every row's text, in a fixed order: equal on both sides only when every value is. */
  readonly checksum: string;
}

/** Counts and checksums of `tables`, read in one transaction with times written in UTC on both sides. */
export async function tableSums(db: Database, tables: readonly TableShape[]): Promise<Map<string, TableSum>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const sums = new Map<string, TableSum>();
    for (const { name } of tables) {
      const [sum] = await rowsOf<{ rows: number; checksum: string }>(
        tx as unknown as Database,
        sql`select count(*)::int as rows,
                   coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as checksum
              from ${sql.identifier(name)} t`,
      );
      sums.set(name, { rows: Number(sum!.rows), checksum: sum!.checksum });
    }
    return sums;
  });
}
