import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { TEST_BIRTH } from './birth-fixture';

/**
 * The migration that gives saved charts their kind, zone, place and "this is me" mark, run on
 * a database holding 命盘 saved before it: every row stays, as a 八字 chart of nobody in
 * particular, and the one-self rule holds from then on.
 */
const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
const KINDS_MIGRATION = '0014_saved_chart_kinds';

interface Journal {
  entries: { tag: string }[];
}

const scratch: string[] = [];
afterAll(() => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A copy of the migrations folder whose journal stops before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  scratch.push(dir);
  await cp(migrations, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

describe('the saved-chart kinds migration', () => {
  it('keeps every 命盘 saved before it, as 八字 charts, and then allows one “this is me” per member', async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: await migrationsBefore(KINDS_MIGRATION) });

    const users = await client.query<{ id: string }>(
      `insert into app_user (username, nickname, invite_code) values ('old-a', 'A', 'INVA'), ('old-b', 'B', 'INVB') returning id`,
    );
    const [a, b] = users.rows.map((row) => row.id) as [string, string];
    for (const [user, name, tags] of [
      [a, '小明', '{家人}'],
      [a, '小红', '{}'],
      [b, '老王', '{朋友,同事}'],
    ] as const) {
      await client.query(`insert into saved_chart (user_id, birth, tags) values ($1, $2, $3)`, [
        user,
        JSON.stringify({ ...TEST_BIRTH, name }),
        tags,
      ]);
    }
    const before = await client.query(`select id, user_id, birth, tags, created_at from saved_chart order by id`);

    await migrate(db, { migrationsFolder: migrations });

    const after = await client.query<Record<string, unknown>>(
      `select id, user_id, birth, tags, created_at, kind, time_zone, place_name, latitude, longitude, is_self
         from saved_chart order by id`,
    );
    expect(after.rows).toHaveLength(3);
    expect(
      after.rows.map(({ id, user_id, birth, tags, created_at }) => ({ id, user_id, birth, tags, created_at })),
    ).toEqual(before.rows);
    for (const row of after.rows) {
      expect(row).toMatchObject({
        kind: 'bazi',
        time_zone: null,
        place_name: null,
        latitude: null,
        longitude: null,
        is_self: false,
      });
    }

    const [first, second] = after.rows.filter((row) => row.user_id === a).map((row) => row.id as string) as [
      string,
      string,
    ];
    await client.query(`update saved_chart set is_self = true where id = $1`, [first]);
    await expect(client.query(`update saved_chart set is_self = true where id = $1`, [second])).rejects.toMatchObject({
      code: '23505',
    });
    // Another member's own chart is theirs to mark.
    await client.query(`update saved_chart set is_self = true where user_id = $1`, [b]);
    await expect(
      client.query(`insert into saved_chart (user_id, birth, kind) values ($1, '{}', 'tarot')`, [a]),
    ).rejects.toMatchObject({ code: '23514' });
    await client.close();
    // Two full migration runs on a fresh embedded database: slower than a request.
  }, 180_000);
});
