import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedApiKey } from '@tarot/contract/access';
import { LIMITS } from '@tarot/contract/limits';
import { ZE_DAY_EVENTS, ZE_DAY_MARRIAGES, ZODIAC_ANIMALS, zeDayResponse } from '@tarot/contract/ze-day';
import { MAX_SEARCH_DAYS } from '@tarot/core/calendar/ze-day';
import { ZE_DAY_EVENT_GROUPS } from '@tarot/core/calendar/ze-day-events';
import { ZODIAC_NAMES } from '@tarot/core/calendar/zodiac';
import { signUpAdmin } from './admin';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (query: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `/api/v1/zeday?${query}`, headers });
const search = async (query: string) => {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return zeDayResponse.parse(response.json());
};
const params = (values: Record<string, string>) => new URLSearchParams(values).toString();

describe('the 择日 contract', () => {
  it('names core’s events, 生肖, marriages and range bound', () => {
    const events = ZE_DAY_EVENT_GROUPS.flatMap((group) => group.events);
    expect([...ZE_DAY_EVENTS]).toEqual(events.map((event) => event.id));
    expect(ZE_DAY_MARRIAGES).toEqual(events.filter((event) => event.couple).map((event) => event.id));
    expect([...ZODIAC_ANIMALS]).toEqual(ZODIAC_NAMES);
    expect(LIMITS.zeDayMaxDays).toBe(MAX_SEARCH_DAYS);
  });
});

describe('GET /api/v1/zeday', () => {
  it('leaves 2026-03-03 丙子 out of weddings as 岁破, with its reason in words', async () => {
    const body = await search(params({ event: '嫁娶', from: '2026-03-01', to: '2026-03-31' }));
    expect(body.days.length + body.excluded.length).toBe(31);
    expect(body.days.map((day) => day.date)).not.toContain('2026-03-03');
    const day = body.excluded.find((entry) => entry.date === '2026-03-03')!;
    expect(day.ganZhi.day).toBe('丙子');
    expect(day.reasons).toContainEqual({ code: 'yearBreak', text: '岁破：日支冲丙午年太岁，大事多避开' });
    for (const offered of body.days) expect(offered.reasons[0]).toEqual({ code: 'recommended', text: '宜嫁娶' });
  });

  it('answers in the language asked: 2025-01-06 乙亥, whose 彭祖 says 亥不嫁娶, in English', async () => {
    const body = await search(params({ event: '嫁娶', from: '2025-01-06', to: '2025-01-06', lang: 'en' }));
    expect(body.days).toEqual([]);
    expect(body.excluded[0]!.reasons).toContainEqual({
      code: 'pengZu',
      text: 'Peng Zu’s taboos — Hai days: hold no wedding, or it goes ill for the groom',
    });
    expect(body.excluded[0]!.reasons.map((reason) => reason.code)).toContain('sanNiang');
  });

  it('takes a birth as /api/v1/bazi does: its pillars 庚午 and 壬午 rule out 丙子 and 戊子 days, its 生肖 every 子 day', async () => {
    const body = await search(
      params({
        event: '出行',
        from: '2026-01-01',
        to: '2026-12-31',
        date: '1990-05-17',
        time: '08:05',
        gender: 'male',
      }),
    );
    expect(body.pillars).toEqual({ year: '庚午', day: '壬午' });
    expect(body.zodiac).toBe('马');
    const reasons = (ganZhi: string) => body.excluded.filter((day) => day.ganZhi.day === ganZhi)[0]!.reasons;
    expect(reasons('丙子')).toContainEqual({ code: 'chartClashYear', text: '天克地冲你的年柱庚午' });
    expect(reasons('戊子')).toContainEqual({ code: 'chartClashDay', text: '天克地冲你的日柱壬午' });
    expect(body.days.some((day) => day.ganZhi.day.endsWith('子'))).toBe(false);
  });

  it('leaves out days clashing the partner’s 生肖 for a marriage, and can search weekends only', async () => {
    const body = await search(
      params({ event: '嫁娶', from: '2026-07-01', to: '2026-07-31', partnerZodiac: '猪', weekendsOnly: 'true' }),
    );
    expect(body.days.length + body.excluded.length).toBe(8);
    expect(body.partnerZodiac).toBe('猪');
    for (const day of body.days) expect(day.ganZhi.day.endsWith('巳')).toBe(false);
  });

  it.each([
    ['event=发财&from=2026-01-01&to=2026-01-31', 'INVALID_PARAM'],
    ['from=2026-01-01&to=2026-01-31', 'INVALID_PARAM'],
    ['event=嫁娶&from=2026-02-01&to=2026-01-31', 'ZE_DAY_END_BEFORE_START'],
    ['event=嫁娶&from=2026-01-01&to=2027-01-02', 'ZE_DAY_RANGE_TOO_LONG'],
    ['event=嫁娶&from=2026-02-30&to=2026-03-31', 'INVALID_DATE'],
    ['event=嫁娶&from=1700-01-01&to=1700-01-31', 'INVALID_DATE'],
    ['event=嫁娶&from=2026-01-01&to=2026-01-31&zodiac=猫', 'INVALID_PARAM'],
    ['event=出行&from=2026-01-01&to=2026-01-31&partnerZodiac=马', 'INVALID_PARAM'],
    ['event=出行&from=2026-01-01&to=2026-01-31&date=1990-05-17', 'INVALID_PARAM'],
    ['event=出行&from=2026-01-01&to=2026-01-31&date=1990-02-30&time=08:05&gender=male', 'INVALID_DATE'],
    ['event=出行&from=2026-01-01&to=2026-01-31&lang=xx', 'INVALID_PARAM'],
  ])('refuses %s with %s', async (query, code) => {
    const response = await get(encodeURI(query));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('takes 366 days, 2024 whole', async () => {
    const body = await search(params({ event: '祭祀', from: '2024-01-01', to: '2024-12-31' }));
    expect(body.days.length + body.excluded.length).toBe(366);
  });
});

describe('/api/v1/zeday under the calendar API’s keys', () => {
  it('lets exactly a key’s daily quota through a burst of 25 parallel searches', async () => {
    const admin = await signUpAdmin(server);
    const issued = await server.app.inject({
      method: 'POST',
      url: '/api/admin/access/keys',
      headers: admin.headers,
      payload: { name: 'zeday', dailyQuota: 8, perMinute: 1000 },
    });
    const { secret } = issuedApiKey.parse(issued.json());
    const query = params({ event: '搬家', from: '2026-05-01', to: '2026-05-31' });
    const answers = await Promise.all(Array.from({ length: 25 }, () => get(query, { 'x-api-key': secret })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(8);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(17);
  });
});
