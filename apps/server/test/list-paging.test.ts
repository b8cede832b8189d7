import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readingPage } from '@tarot/contract/tarot';
import type { ListRequest } from '../src/db/keyset';
import { createReadingRepo } from '../src/modules/readings/repo';
import { startTestServer, type TestServer } from './harness';
import { signUp } from './session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const card = [{ id: 'major-01', reversed: false }];

/** Stores one reading per timestamp (PostgreSQL text, to the microsecond); their ids in newest-first order. */
async function readingsAt(userId: string, timestamps: readonly string[]): Promise<string[]> {
  const repo = createReadingRepo(server.database.db);
  for (const at of timestamps) {
    await server.database.db.execute(
      sql`insert into tarot_reading (user_id, spread_id, cards, created_at)
          values (${userId}, 'single', ${JSON.stringify(card)}::jsonb, ${at}::timestamptz)`,
    );
  }
  const all = await repo.page(userId, { page: 1, pageSize: 100 });
  return all.rows.map((row) => row.id);
}

/** Every page from the first, each after the one before by its cursor. */
async function walk(userId: string, pageSize: number): Promise<{ ids: string[][]; hasMore: boolean[] }> {
  const repo = createReadingRepo(server.database.db);
  const pages: { ids: string[][]; hasMore: boolean[] } = { ids: [], hasMore: [] };
  let request: ListRequest = { page: 1, pageSize };
  for (;;) {
    const page = await repo.page(userId, request);
    pages.ids.push(page.rows.map((row) => row.id));
    pages.hasMore.push(page.hasMore);
    if (!page.nextCursor) return pages;
    request = { page: request.page + 1, pageSize, cursor: page.nextCursor };
  }
}

describe('a member’s list, page by page', () => {
  it('answers the first page, the next ones by cursor, and says when the last is reached', async () => {
    const member = await signUp(server);
    const ids = await readingsAt(member.user.uid, [
      '2026-01-01 10:00:00+00',
      '2026-01-02 10:00:00+00',
      '2026-01-03 10:00:00+00',
      '2026-01-04 10:00:00+00',
      '2026-01-05 10:00:00+00',
    ]);
    expect(ids).toHaveLength(5);
    expect(await walk(member.user.uid, 2)).toEqual({
      ids: [ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)],
      hasMore: [true, true, false],
    });
  });

  it('ends on a full last page without an empty one after it', async () => {
    const member = await signUp(server);
    const ids = await readingsAt(member.user.uid, [
      '2026-02-01 10:00:00+00',
      '2026-02-02 10:00:00+00',
      '2026-02-03 10:00:00+00',
      '2026-02-04 10:00:00+00',
    ]);
    expect(await walk(member.user.uid, 2)).toEqual({ ids: [ids.slice(0, 2), ids.slice(2)], hasMore: [true, false] });
  });

  it('keeps one order for readings of the same time, and within one millisecond', async () => {
    const member = await signUp(server);
    const ids = await readingsAt(member.user.uid, [
      '2026-03-01 10:00:00+00',
      '2026-03-01 10:00:00+00',
      '2026-03-01 10:00:00+00',
      '2026-03-01 10:00:00.000001+00',
      '2026-03-01 10:00:00.000002+00',
      '2026-03-01 10:00:00.000002+00',
    ]);
    const walked = await walk(member.user.uid, 2);
    // Each reading once, in the order of the list asked whole: nothing skipped, nothing repeated.
    expect(walked.ids.flat()).toEqual(ids);
    expect(walked.hasMore).toEqual([true, true, false]);
  });

  it('answers nothing more for a member with no readings', async () => {
    const member = await signUp(server);
    expect(await walk(member.user.uid, 20)).toEqual({ ids: [[]], hasMore: [false] });
  });

  it('goes on by cursor through the API, and refuses a cursor it did not make', async () => {
    const member = await signUp(server);
    const ids = await readingsAt(member.user.uid, ['2026-04-01 10:00:00+00', '2026-04-02 10:00:00+00']);
    const get = async (query: string) =>
      server.app.inject({ method: 'GET', url: `/api/readings?${query}`, headers: member.headers });
    const first = readingPage.parse((await get('page=1&pageSize=1')).json());
    expect(first).toMatchObject({ page: 1, pageSize: 1, hasMore: true });
    expect(first.items.map((item) => item.id)).toEqual([ids[0]]);
    const second = readingPage.parse((await get(`page=2&pageSize=1&cursor=${first.nextCursor}`)).json());
    expect(second).toMatchObject({ page: 2, pageSize: 1, hasMore: false, nextCursor: null });
    expect(second.items.map((item) => item.id)).toEqual([ids[1]]);
    // The page number alone still reaches the same page (spec §9).
    expect(readingPage.parse((await get('page=2&pageSize=1')).json()).items).toEqual(second.items);

    const forged = await get(`cursor=${Buffer.from('yesterday|1').toString('base64url')}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_PARAM');
    expect((await get('cursor=not%20base64')).statusCode).toBe(400);
  });
});
