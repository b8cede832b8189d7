import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../src/db/client';
import { storedFile } from '../src/db/schema';
import { createLocalDiskStorage } from '../src/providers/storage/local-disk-storage';
import { createS3Storage } from '../src/providers/storage/s3-storage';
import { MoveError, moveEmbeddedDatabase, type MoveReport } from '../src/tools/db-move/move';
import { buildTestApp, createPostgresDatabase, startTestServer, type TestServer } from './harness';
import { startTestS3, storeMustNotFail, type TestS3 } from './s3-server';
import { signUp } from './session';
import { tinyPng, uploadFiles, type Member } from './upload-fixtures';

/**
 * `npm run db:move`: a server on the embedded database is used as members use it, stopped, and
 * moved to a new PostgreSQL database and the S3 test server; then a server started there finds
 * every row and file. Needs a PostgreSQL server (TEST_DATABASE_URL; CI sets it).
 */
const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const rows = async (db: Database, table: string) =>
  ((await db.execute(sql`select * from ${sql.identifier(table)} order by 1`)) as { rows: unknown[] }).rows;

describe.runIf(postgresUrl)('moving from the embedded database to PostgreSQL and S3', () => {
  let embedded: TestServer;
  let s3: TestS3;
  let target: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let member: Member;
  /** The avatar's bytes as the embedded server served them (uploads are re-encoded). */
  let avatar: Buffer;
  let report: MoveReport;
  const logged: string[] = [];

  beforeAll(async () => {
    embedded = await startTestServer({ embedded: true });
    s3 = await startTestS3();
    target = await createPostgresDatabase(postgresUrl!);

    member = await signUp(embedded);
    const [uploaded] = await uploadFiles(embedded, member, [{ cloudPath: 'avatar.png', data: await tinyPng() }]);
    if (!uploaded || !('fileID' in uploaded)) throw new Error(`upload refused: ${JSON.stringify(uploaded)}`);
    const inject = (method: 'POST' | 'PUT', url: string, payload: object) =>
      embedded.app.inject({ method, url, headers: member.headers, payload });
    const profile = await inject('PUT', '/api/user/avatar', { fileID: uploaded.fileID });
    avatar = (await embedded.app.inject({ method: 'GET', url: profile.json().avatar })).rawPayload;
    expect((await inject('POST', '/api/points/check-in', {})).statusCode).toBe(200);
    const reading = { spreadId: 'single', cards: [{ id: 'major-17', reversed: true }], question: '明年搬家顺利吗？🌟' };
    expect((await inject('POST', '/api/readings', reading)).statusCode).toBe(200);
    await signUp(embedded);

    // The server stops before the move, as the README says.
    await embedded.app.close();
    report = await moveEmbeddedDatabase({
      from: path.join(embedded.config.dataDir, 'pglite'),
      to: target.url,
      files: {
        from: createLocalDiskStorage(path.join(embedded.config.dataDir, 'files')),
        to: createS3Storage(s3.client, s3.settings.bucket, storeMustNotFail),
      },
      log: (line) => logged.push(line),
    });
  });
  afterAll(async () => {
    await embedded?.close();
    await s3?.close();
    await target?.drop();
  });

  it('copies every table row for row, checked by count and checksum', async () => {
    const source = await openDatabase({ dataDir: path.join(embedded.config.dataDir, 'pglite') });
    const moved = await openDatabase({ url: target.url, dataDir: embedded.config.dataDir });
    try {
      const counted = Object.fromEntries(report.tables.map(({ table, rows }) => [table, rows]));
      expect(counted).toMatchObject({ app_user: 2, stored_file: 1, check_in: 1, tarot_reading: 1, score_ledger: 1 });
      expect(counted['article']).toBeGreaterThan(0);
      for (const table of ['app_user', 'tarot_reading', 'stored_file', 'score_ledger', 'article']) {
        expect(await rows(moved.db, table)).toEqual(await rows(source.db, table));
      }
      expect(logged.at(-1)).toMatch(/same row counts and checksums/);
    } finally {
      await Promise.all([source.close(), moved.close()]);
    }
  });

  it('puts every uploaded file in the bucket with the same bytes', async () => {
    const source = await openDatabase({ dataDir: path.join(embedded.config.dataDir, 'pglite') });
    try {
      const keys = (await source.db.select({ key: storedFile.storageKey }).from(storedFile)).map(({ key }) => key);
      expect(await s3.objectNames()).toEqual(keys);
      expect(report.files).toEqual({ copied: 1, alreadyThere: 0 });
    } finally {
      await source.close();
    }
  });

  it('serves the moved member from PostgreSQL and the bucket: sign-in, avatar, points and readings', async () => {
    const database = await openDatabase({ url: target.url, dataDir: embedded.config.dataDir });
    const app: FastifyInstance = await buildTestApp({ ...embedded.config, s3: s3.settings }, database);
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { account: member.user.username, password: 'tarot2026!' },
      });
      expect(login.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${login.json().token}` };
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(me.json().score).toBeGreaterThan(0);
      const image = await app.inject({ method: 'GET', url: me.json().avatar });
      expect(image.statusCode).toBe(200);
      expect(sha256(image.rawPayload)).toBe(sha256(avatar));
      const readings = await app.inject({ method: 'GET', url: '/api/readings?page=1', headers });
      expect(readings.json().items[0].question).toBe('明年搬家顺利吗？🌟');
    } finally {
      await app.close();
    }
  });

  it('refuses a target that already holds rows, and changes nothing there', async () => {
    const before = report.tables.find(({ table }) => table === 'app_user');
    const again = moveEmbeddedDatabase({
      from: path.join(embedded.config.dataDir, 'pglite'),
      to: target.url,
      log: () => undefined,
    });
    await expect(again).rejects.toThrow(MoveError);
    await expect(again).rejects.toThrow(/not empty \(table \w+ has rows\)/);
    const moved = await openDatabase({ url: target.url, dataDir: embedded.config.dataDir });
    try {
      expect(await rows(moved.db, 'app_user')).toHaveLength(before!.rows);
    } finally {
      await moved.close();
    }
  });
});
