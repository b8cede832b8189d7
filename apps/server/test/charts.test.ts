import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedBaziChart, savedChartList } from '@tarot/contract/charts';
import { startTestServer, type TestServer } from './harness';
import { TEST_BIRTH } from './birth-fixture';
import { signUp } from './session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const birth = TEST_BIRTH;

describe('saved charts', () => {
  it('saves charts and lists only the member’s own, newest first', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const post = (payload: object, headers = owner.headers) =>
      server.app.inject({ method: 'POST', url: '/api/charts', headers, payload });
    const first = savedBaziChart.parse((await post(birth)).json());
    const second = savedBaziChart.parse(
      (await post({ ...birth, name: '小红', calendar: 'lunar', month: -2, year: 2023, day: 9 })).json(),
    );
    expect(first.birth).toEqual(birth);
    // 1990-05-17 is a 壬午 day: the day master is 壬, water.
    expect(first.dayMaster).toEqual({ stem: '壬', element: '水' });
    const list = (headers: Record<string, string>) =>
      server.app
        .inject({ method: 'GET', url: '/api/charts', headers })
        .then((r) => savedChartList.parse(r.json()).items);
    expect((await list(owner.headers)).map((chart) => chart.id)).toEqual([second.id, first.id]);
    expect(await list(other.headers)).toEqual([]);
    const theirs = await server.app.inject({
      method: 'DELETE',
      url: `/api/charts/${first.id}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/charts/${first.id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);
    expect((await list(owner.headers)).map((chart) => chart.id)).toEqual([second.id]);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ ...birth, month: 2, day: 30 }, 'INVALID_DATE'],
    [{ ...birth, calendar: 'lunar', year: 2024, month: -2, day: 1 }, 'INVALID_DATE'],
    [{ ...birth, place: { province: '火星', city: '基地' } }, 'INVALID_PARAM'],
    [{ ...birth, hour: 25 }, 'INVALID_PARAM'],
    [{ ...birth, name: '名'.repeat(21) }, 'INVALID_PARAM'],
  ])('refuses %o with %s', async (payload, code) => {
    const member = await signUp(server);
    const response = await server.app.inject({ method: 'POST', url: '/api/charts', headers: member.headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('needs a login', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/charts' })).statusCode).toBe(401);
  });
});
