import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedApiKey } from '@tarot/contract/access';
import { baziResponse } from '@tarot/contract/calendar';
import { dayColourResponse } from '@tarot/contract/day-colour';
import { signUpAdmin } from './admin';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (query: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `/api/v1/day-colour?${query}`, headers });
const colours = async (query: string) => {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return dayColourResponse.parse(response.json());
};
const ratings = (body: { colours: readonly { element: string; rating: string }[] }) =>
  Object.fromEntries(body.colours.map((colour) => [colour.element, colour.rating]));

describe('GET /api/v1/day-colour', () => {
  it('rates a day by its stem without a birth: 2026-01-01 乙亥, 水 生木 大吉 … 金 克木 忌', async () => {
    const body = await colours('date=2026-01-01');
    expect(body).toMatchObject({
      date: '2026-01-01',
      dayGanZhi: '乙亥',
      by: 'day',
      reference: { stem: '乙', element: '木' },
      chart: null,
    });
    expect(ratings(body)).toEqual({ 水: '大吉', 木: '次吉', 土: '小吉', 火: '平', 金: '忌' });
    expect(body.colours[0]).toEqual({
      element: '水',
      rating: '大吉',
      names: ['黑', '蓝'],
      english: ['black', 'blue'],
      hex: '#1C2A3F',
      relation: '生我',
      role: null,
    });
  });

  it('rates by a birth’s 用神 and 忌神, as /api/v1/bazi judges them: a 己 day master taking 水, red not 大吉', async () => {
    const birth = 'birthDate=1963-08-04&birthTime=10:00&gender=male';
    const body = await colours(`date=2026-01-01&${birth}`);
    expect(body).toMatchObject({
      by: 'chart',
      reference: { stem: '己', element: '土' },
      chart: { pillars: { year: '癸卯', month: '己未', day: '己卯', hour: '己巳' } },
    });
    expect(body.colours[0]).toMatchObject({ element: '水', rating: '大吉', role: 'useful', relation: null });
    expect(ratings(body).火).toBe('忌');

    const bazi = await server.app.inject({
      method: 'GET',
      url: '/api/v1/bazi?date=1963-08-04&time=10:00&gender=male&at=2026-01-01',
    });
    const { elements } = baziResponse.parse(bazi.json()).reading;
    for (const role of elements.useful) expect(ratings(body)[role.element]).toBe('大吉');
    for (const role of elements.favourable) expect(ratings(body)[role.element]).toBe('次吉');
    for (const role of elements.unfavourable) expect(ratings(body)[role.element]).toBe('忌');
  });

  it('answers today in Beijing when no date is given, for clients to keep an hour rather than a day', async () => {
    const response = await get('');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const body = dayColourResponse.parse(response.json());
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.colours).toHaveLength(5);
    expect((await get('date=2026-01-01')).headers['cache-control']).toBe('public, max-age=86400');
  });

  it.each([
    ['date=2026-1-1', 'INVALID_PARAM'],
    ['date=2026-02-30', 'INVALID_DATE'],
    ['date=1700-01-01', 'INVALID_DATE'],
    ['date=2026-01-01&birthDate=1990-05-17', 'INVALID_PARAM'],
    ['date=2026-01-01&birthDate=1990-05-17&birthTime=25:00&gender=male', 'INVALID_PARAM'],
    ['date=2026-01-01&birthDate=1990-05-17&birthTime=08:00&gender=other', 'INVALID_PARAM'],
    ['date=2026-01-01&birthDate=1990-02-30&birthTime=08:00&gender=male', 'INVALID_DATE'],
  ])('refuses %s with %s', async (query, code) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });
});

describe('/api/v1/day-colour under the calendar API’s keys', () => {
  it('lets exactly a key’s daily quota through a burst of 30 parallel requests', async () => {
    const admin = await signUpAdmin(server);
    const issued = await server.app.inject({
      method: 'POST',
      url: '/api/admin/access/keys',
      headers: admin.headers,
      payload: { name: 'colours', dailyQuota: 7, perMinute: 1000 },
    });
    const { secret } = issuedApiKey.parse(issued.json());
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => get('date=2026-03-01', { 'x-api-key': secret })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(7);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(23);
  });
});
