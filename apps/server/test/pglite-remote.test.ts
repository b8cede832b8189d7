import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { isUniqueViolation } from '../src/db/unique-violation';

/** The embedded database in its worker thread, through drizzle as the app uses it. */
describe('the embedded database in its own thread', () => {
  let database: DatabaseHandle;
  const count = async () =>
    ((await database.db.execute(sql`select count(*)::int as n from item`)) as unknown as { rows: { n: number }[] })
      .rows[0]!.n;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.db.execute(sql`create table item (id int primary key, at timestamptz not null default now())`);
  });
  afterAll(() => database.close());

  it('keeps the event loop free while a query runs', async () => {
    const order: string[] = [];
    const query = database.db.execute(sql`select pg_sleep(0.3)`).then(() => order.push('query'));
    await new Promise((resolve) => setImmediate(resolve));
    order.push('event loop');
    await query;
    expect(order).toEqual(['event loop', 'query']);
  });

  it('runs a transaction alone: a query sent meanwhile sees only what it committed', async () => {
    let seenDuring: number | undefined;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into item (id) values (1)`);
      // Sent while the transaction is open: it must wait for COMMIT rather than run inside it.
      void count().then((n) => (seenDuring = n));
      await held;
      await tx.execute(sql`insert into item (id) values (2)`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seenDuring).toBeUndefined();
    release();
    await transaction;
    await expect.poll(() => seenDuring).toBe(2);
  });

  it('rolls back a failed transaction and a failed savepoint, keeping the rest', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into item (id) values (10)`);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into item (id) values (11)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into item (id) values (12)`);
          await inner.execute(sql`insert into item (id) values (11)`);
        })
        .catch((error: unknown) => expect(isUniqueViolation(error)).toBe(true));
    });
    const ids = (await database.db.execute(sql`select id from item where id >= 10 order by id`)) as unknown as {
      rows: { id: number }[];
    };
    expect(ids.rows).toEqual([{ id: 11 }]);
  });

  it("passes Postgres's error fields and the driver's own parsing across", async () => {
    const error: unknown = await database.db.execute(sql`insert into item (id) values (1)`).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    // drizzle's PGlite driver asks for timestamps as Postgres's text, which it then reads itself.
    const rows = (await database.db.execute(
      sql`select '2026-01-02 03:04:05+00'::timestamptz as at, 1::int as one`,
    )) as unknown as { rows: { at: unknown; one: unknown }[] };
    expect(rows.rows).toEqual([{ at: '2026-01-02 03:04:05+00', one: 1 }]);
  });
});

describe('a new embedded database on disk', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tarot-pglite-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is created, then reopened with what was written', async () => {
    const first = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await first.db.execute(sql`create table kept (word text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    const second = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const rows = (await second.db.execute(sql`select word from kept`)) as unknown as { rows: { word: string }[] };
    await second.close();
    expect(rows.rows).toEqual([{ word: 'still here' }]);
  });
});
