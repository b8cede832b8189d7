import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { savedBaziChart, savedChartList, savedChartSchema } from '@tarot/contract/charts';
import { savedChart } from '../src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { TEST_BIRTH } from './birth-fixture';
import { times } from './fresh';
import { signUp } from './session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Headers = Record<string, string>;
const post = (headers: Headers, payload: object) =>
  server.app.inject({ method: 'POST', url: '/api/charts', headers, payload });
const patch = (headers: Headers, id: string, payload: object) =>
  server.app.inject({ method: 'PATCH', url: `/api/charts/${id}`, headers, payload });
const list = async (headers: Headers, query = '') =>
  savedChartList.parse((await server.app.inject({ method: 'GET', url: `/api/charts${query}`, headers })).json()).items;

const ZURICH = { name: 'Zürich, Switzerland', latitude: 47.36667, longitude: 8.55 };
const NATAL = {
  kind: 'natal',
  birth: { name: 'Anna', date: '1985-03-09', time: '06:40' },
  timeZone: 'Europe/Zurich',
  location: ZURICH,
};
const QIMEN = {
  kind: 'qimen',
  moment: { name: '面试', date: '2026-12-07', time: '14:10', question: 'career', method: 'chaibu' },
};

describe('charts of every kind', () => {
  it('saves 八字, natal and 奇门 charts with their zone and place, and lists them by kind', async () => {
    const member = await signUp(server);
    const bazi = savedChartSchema.parse((await post(member.headers, TEST_BIRTH)).json());
    const natal = savedChartSchema.parse((await post(member.headers, NATAL)).json());
    const qimen = savedChartSchema.parse((await post(member.headers, QIMEN)).json());
    expect(bazi).toMatchObject({ kind: 'bazi', self: false, timeZone: null, location: null });
    expect(natal).toMatchObject({ ...NATAL, self: false, tags: [] });
    expect(qimen).toMatchObject({ ...QIMEN, self: false, timeZone: null, location: null });
    expect((await list(member.headers)).map((chart) => chart.kind)).toEqual(['qimen', 'natal', 'bazi']);
    expect((await list(member.headers, '?kind=natal')).map((chart) => chart.id)).toEqual([natal.id]);
    expect((await list(member.headers, '?kind=bazi')).map((chart) => chart.id)).toEqual([bazi.id]);
    const renamed = savedChartSchema.parse((await patch(member.headers, qimen.id, { name: '复试' })).json());
    expect(renamed).toMatchObject({ kind: 'qimen', moment: { ...QIMEN.moment, name: '复试' } });
  });

  it('reads a 八字 birth given on another zone’s clock in Beijing time: New York noon is Beijing midnight', async () => {
    const member = await signUp(server);
    const birth = { ...TEST_BIRTH, year: 1990, month: 7, day: 1, hour: 12, minute: 0, place: null, trueSolar: false };
    const asEntered = savedBaziChart.parse((await post(member.headers, birth)).json());
    const newYork = savedBaziChart.parse(
      (await post(member.headers, { ...birth, timeZone: 'America/New_York' })).json(),
    );
    // 1990-07-01 12:00 EDT is 16:00 UTC, 1990-07-02 00:00 in Beijing: the day master 丁 (counted on from
    // 1990-05-17, 壬午) becomes the next day's 戊.
    expect(asEntered.dayMaster).toEqual({ stem: '丁', element: '火' });
    expect(newYork).toMatchObject({ timeZone: 'America/New_York', dayMaster: { stem: '戊', element: '土' } });
    expect(newYork.birth).toEqual({ ...birth });
  });

  it.each<[object, string]>([
    [{ ...NATAL, timeZone: 'Mars/Olympus_Mons' }, 'INVALID_TIME_ZONE'],
    [{ ...NATAL, location: null }, 'INVALID_PARAM'],
    [{ ...NATAL, birth: { ...NATAL.birth, date: '1899-12-31' } }, 'CHART_OUT_OF_RANGE'],
    [{ ...NATAL, birth: { ...NATAL.birth, date: '1985-02-29' } }, 'INVALID_DATE'],
    [{ ...QIMEN, moment: { ...QIMEN.moment, date: '2100-01-01' } }, 'QIMEN_OUT_OF_RANGE'],
    [{ ...QIMEN, moment: { ...QIMEN.moment, question: 'lottery' } }, 'INVALID_PARAM'],
    [{ ...TEST_BIRTH, timeZone: 'Nowhere/City' }, 'INVALID_TIME_ZONE'],
    [{ ...TEST_BIRTH, kind: 'tarot' }, 'INVALID_PARAM'],
  ])('refuses %o with %s', async (payload, code) => {
    const member = await signUp(server);
    const response = await post(member.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });
});

describe('“this is me”', () => {
  it('moves to the chart last marked, and a 奇门 chart cannot carry it', async () => {
    const member = await signUp(server);
    const mine = savedChartSchema.parse((await post(member.headers, { ...TEST_BIRTH, self: true })).json());
    const natal = savedChartSchema.parse((await post(member.headers, { ...NATAL, self: true })).json());
    const qimen = savedChartSchema.parse((await post(member.headers, QIMEN)).json());
    const selfIds = async () => (await list(member.headers)).filter((chart) => chart.self).map((chart) => chart.id);
    expect(await selfIds()).toEqual([natal.id]);
    expect((await patch(member.headers, mine.id, { self: true })).statusCode).toBe(200);
    expect(await selfIds()).toEqual([mine.id]);
    const refused = await patch(member.headers, qimen.id, { self: true });
    expect(refused.statusCode).toBe(400);
    expect(await selfIds()).toEqual([mine.id]);
    expect((await patch(member.headers, mine.id, { self: false })).statusCode).toBe(200);
    expect(await selfIds()).toEqual([]);
  });

  it('stays on one chart when 20 requests mark charts at once', async () => {
    const member = await signUp(server);
    const other = await signUp(server);
    await post(other.headers, { ...NATAL, self: true });
    const saved = await Promise.all(times(20, () => post(member.headers, { ...NATAL, self: true })));
    expect(saved.every((response) => response.statusCode === 200 || response.statusCode === 409)).toBe(true);
    for (const response of saved.filter((r) => r.statusCode === 409))
      expect(response.json().code).toBe('SELF_CHART_CONFLICT');
    const charts = await list(member.headers);
    expect(charts.filter((chart) => chart.self)).toHaveLength(1);

    const marked = await Promise.all(charts.map((chart) => patch(member.headers, chart.id, { self: true })));
    expect(marked.every((response) => response.statusCode === 200 || response.statusCode === 409)).toBe(true);
    expect((await list(member.headers)).filter((chart) => chart.self)).toHaveLength(1);
    // The other member's mark was never touched.
    expect((await list(other.headers)).filter((chart) => chart.self)).toHaveLength(1);
  });
});

describe('closing the account', () => {
  it('deletes every chart the member saved, others’ births included', async () => {
    const member = await signUp(server);
    await post(member.headers, { ...TEST_BIRTH, self: true });
    await post(member.headers, { ...NATAL, birth: { ...NATAL.birth, name: '朋友' } });
    await post(member.headers, QIMEN);
    const stored = () => server.database.db.select().from(savedChart).where(eq(savedChart.userId, member.user.uid));
    expect(await stored()).toHaveLength(3);
    const closed = await server.app.inject({ method: 'POST', url: '/api/user/deactivate', headers: member.headers });
    expect(closed.json()).toEqual({ ok: true });
    expect(await stored()).toEqual([]);
  });
});
