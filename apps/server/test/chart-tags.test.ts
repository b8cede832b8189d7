import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedBaziChart, savedChartList } from '@tarot/contract/charts';
import { chartTagCounts } from '@tarot/contract/chart-tags';
import { startTestServer, type TestServer } from './harness';
import { TEST_BIRTH } from './birth-fixture';
import { signUp } from './session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const birth = TEST_BIRTH;

type Headers = Record<string, string>;
const post = (headers: Headers, payload: object) =>
  server.app.inject({ method: 'POST', url: '/api/charts', headers, payload });
const patch = (headers: Headers, id: string, payload: object) =>
  server.app.inject({ method: 'PATCH', url: `/api/charts/${id}`, headers, payload });
const list = async (headers: Headers, query = '') => {
  const response = await server.app.inject({ method: 'GET', url: `/api/charts${query}`, headers });
  return savedChartList.parse(response.json()).items;
};
const tagsOf = async (headers: Headers) =>
  chartTagCounts.parse((await server.app.inject({ method: 'GET', url: '/api/charts/tags', headers })).json()).items;

describe('saved chart tags', () => {
  it('keeps tags trimmed and de-duplicated, filters by one and counts them per member', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const family = savedBaziChart.parse(
      (await post(owner.headers, { ...birth, tags: [' 家人 ', '家人', 'VIP'] })).json(),
    );
    expect(family.tags).toEqual(['家人', 'VIP']);
    const untagged = savedBaziChart.parse((await post(owner.headers, birth)).json());
    expect(untagged.tags).toEqual([]);
    const friend = savedBaziChart.parse((await post(owner.headers, { ...birth, tags: ['朋友'] })).json());
    await post(other.headers, { ...birth, tags: ['家人'] });

    expect((await list(owner.headers, `?tag=${encodeURIComponent('家人')}`)).map((c) => c.id)).toEqual([family.id]);
    // The filter is trimmed like the tags themselves.
    expect((await list(owner.headers, '?tag=%20VIP%20')).map((c) => c.id)).toEqual([family.id]);
    expect(await list(owner.headers, '?tag=nobody')).toEqual([]);
    expect((await list(owner.headers)).map((c) => c.id)).toEqual([friend.id, untagged.id, family.id]);
    expect(await tagsOf(owner.headers)).toEqual([
      { tag: 'VIP', count: 1 },
      { tag: '家人', count: 1 },
      { tag: '朋友', count: 1 },
    ]);

    const renamed = savedBaziChart.parse(
      (await patch(owner.headers, untagged.id, { name: ' 阿明 ', tags: ['朋友', '同事'] })).json(),
    );
    expect(renamed.birth.name).toBe('阿明');
    expect(renamed.tags).toEqual(['朋友', '同事']);
    const retagged = savedBaziChart.parse((await patch(owner.headers, family.id, { tags: [] })).json());
    expect(retagged).toMatchObject({ tags: [], birth: { name: '小明' } });
    expect(await tagsOf(owner.headers)).toEqual([
      { tag: '朋友', count: 2 },
      { tag: '同事', count: 1 },
    ]);
    expect((await list(owner.headers, `?tag=${encodeURIComponent('朋友')}`)).map((c) => c.id)).toEqual([
      friend.id,
      untagged.id,
    ]);

    // Another member sees none of it and cannot change it.
    expect(await tagsOf(other.headers)).toEqual([{ tag: '家人', count: 1 }]);
    expect(await list(other.headers, `?tag=${encodeURIComponent('朋友')}`)).toEqual([]);
    const theirs = await patch(other.headers, friend.id, { tags: ['偷看'] });
    expect(theirs.statusCode).toBe(404);
    expect((await list(owner.headers)).find((c) => c.id === friend.id)?.tags).toEqual(['朋友']);
  });

  const nul = String.fromCharCode(0);
  it.each<[string, object, string]>([
    ['too many', { tags: ['1', '2', '3', '4', '5', '6'] }, 'CHART_TAGS_TOO_MANY'],
    ['too long', { tags: ['一'.repeat(13)] }, 'CHART_TAG_TOO_LONG'],
    ['empty', { tags: ['   '] }, 'CHART_TAG_EMPTY'],
    ['NUL', { tags: [`a${nul}b`] }, 'INVALID_PARAM'],
    ['lone surrogate', { tags: ['\ud800'] }, 'INVALID_PARAM'],
    ['not a list', { tags: '家人' }, 'INVALID_PARAM'],
    ['not text', { tags: [5] }, 'INVALID_PARAM'],
  ])('refuses %s tags (%o) with 400 %s on create and update', async (_, payload, code) => {
    const member = await signUp(server);
    const created = await post(member.headers, { ...birth, ...payload });
    expect([created.statusCode, created.json().code]).toEqual([400, code]);
    const chart = savedBaziChart.parse((await post(member.headers, birth)).json());
    const updated = await patch(member.headers, chart.id, payload);
    expect([updated.statusCode, updated.json().code]).toEqual([400, code]);
  });

  it('allows exactly the limits: five tags of twelve characters, an astral character counting once', async () => {
    const member = await signUp(server);
    const tags = ['一'.repeat(12), '🌙'.repeat(12), '3', '4', '5', '5'];
    const created = savedBaziChart.parse((await post(member.headers, { ...birth, tags })).json());
    expect(created.tags).toEqual(tags.slice(0, 5));
  });

  it.each<[string, string]>([
    ['an empty filter', '?tag='],
    ['a NUL filter', '?tag=%00'],
    ['a long filter', `?tag=${'x'.repeat(13)}`],
  ])('refuses %s with 400, never 500', async (_, query) => {
    const member = await signUp(server);
    const response = await server.app.inject({ method: 'GET', url: `/api/charts${query}`, headers: member.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toMatch(/^(CHART_TAG_EMPTY|CHART_TAG_TOO_LONG|INVALID_PARAM)$/);
  });

  it('refuses an update with nothing to change, and one of an unknown chart', async () => {
    const member = await signUp(server);
    const chart = savedBaziChart.parse((await post(member.headers, birth)).json());
    expect((await patch(member.headers, chart.id, {})).json().code).toBe('INVALID_PARAM');
    expect((await patch(member.headers, chart.id, { name: 'x'.repeat(21) })).json().code).toBe('INVALID_PARAM');
    expect((await patch(member.headers, crypto.randomUUID(), { tags: ['a'] })).statusCode).toBe(404);
  });

  it('needs a login', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/charts/tags' })).statusCode).toBe(401);
  });
});
