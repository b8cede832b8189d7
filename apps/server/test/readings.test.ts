import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingPage, readingSchema } from '@tarot/contract/tarot';
import { startTestServer, type TestServer } from './harness';
import { signUp } from './session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const threeCards: { id: string; reversed: boolean }[] = [
  { id: 'major-00', reversed: false },
  { id: 'cups-02', reversed: true },
  { id: 'swords-14', reversed: false },
];

describe('saved readings', () => {
  it('saves a reading and lists it newest first, paged', async () => {
    const member = await signUp(server);
    for (const question of ['第一次', '第二次', '第三次']) {
      const saved = await server.app.inject({
        method: 'POST',
        url: '/api/readings',
        headers: member.headers,
        payload: { spreadId: 'three-times', cards: threeCards, question },
      });
      expect(saved.statusCode).toBe(200);
      expect(readingSchema.parse(saved.json())).toMatchObject({ spreadId: 'three-times', cards: threeCards, question });
    }
    const page = readingPage.parse(
      (
        await server.app.inject({ method: 'GET', url: '/api/readings?page=1&pageSize=2', headers: member.headers })
      ).json(),
    );
    expect(page).toMatchObject({ page: 1, pageSize: 2, hasMore: true });
    expect(page.items.map((item) => item.question)).toEqual(['第三次', '第二次']);
    const rest = readingPage.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/readings?page=2&pageSize=2&cursor=${page.nextCursor}`,
          headers: member.headers,
        })
      ).json(),
    );
    expect(rest).toMatchObject({ page: 2, pageSize: 2, hasMore: false, nextCursor: null });
    expect(rest.items.map((item) => item.question)).toEqual(['第一次']);
  });

  it('lets a member read and delete only their own readings', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const saved = readingSchema.parse(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/readings',
          headers: owner.headers,
          payload: { spreadId: 'single', cards: [{ id: 'major-01', reversed: false }] },
        })
      ).json(),
    );
    const url = `/api/readings/${saved.id}`;
    expect((await server.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(200);
    const theirs = await server.app.inject({ method: 'GET', url, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('NOT_FOUND');
    expect((await server.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(404);
    const list = readingPage.parse(
      (await server.app.inject({ method: 'GET', url: '/api/readings', headers: other.headers })).json(),
    );
    expect(list).toMatchObject({ items: [], hasMore: false, nextCursor: null });
    expect((await server.app.inject({ method: 'DELETE', url, headers: owner.headers })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(404);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ spreadId: 'nope', cards: threeCards }, 'unknown spread'],
    [{ spreadId: 'single', cards: threeCards }, 'wrong count'],
    [{ spreadId: 'three-times', cards: [threeCards[0]!, threeCards[0]!, threeCards[1]!] }, 'a repeated card'],
    [{ spreadId: 'single', cards: [{ id: 'major-99', reversed: false }] }, 'an unknown card'],
    [{ spreadId: 'single', cards: [{ id: 'major-01' }] }, 'a missing orientation'],
    [
      { spreadId: 'single', cards: [{ id: 'major-01', reversed: false }], question: '问'.repeat(141) },
      'a long question',
    ],
  ])('refuses %o (%s) with INVALID_PARAM', async (payload) => {
    const member = await signUp(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/readings',
      headers: member.headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAM');
  });

  it('needs a login and a well-formed id', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/readings' })).statusCode).toBe(401);
    const member = await signUp(server);
    const bad = await server.app.inject({ method: 'GET', url: '/api/readings/not-a-uuid', headers: member.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_PARAM');
  });
});
