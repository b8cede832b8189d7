import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { almanacResponse, baziResponse, ziweiResponse } from '@tarot/contract/calendar';
import { dayBrief } from '@tarot/contract/day-brief';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (url: string, payload: Record<string, unknown>) => server.app.inject({ method: 'POST', url, payload });
const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('GET /api/v1/almanac/:date', () => {
  it('gives 春节 2024 as 正月初一 of 甲辰, a 甲辰 day, with the headline fields by their usual names', async () => {
    const response = await get('/api/v1/almanac/2024-02-10');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const day = almanacResponse.parse(response.json());
    expect(day).toMatchObject({ date: '2024-02-10', zodiac: '龙', ganzhi: { year: '甲辰', day: '甲辰' } });
    expect(day.lunarDate).toContain('正月初一');
    expect(day.yi.length + day.ji.length).toBeGreaterThan(0);
    expect(day.yi).toEqual(day.details.recommends);
    // A 甲辰 day clashes 戌 (狗): 甲 controls 戊, 辰 opposes 戌.
    expect(day.chong).toBe('冲狗(戊戌)');
    expect(day.sha).toBe('南');
    expect(day.pengzu).toHaveLength(2);
    expect(day.zhiXing).toMatch(/^[建除满平定执破危成收开闭]$/);
    expect(day.xiu).toHaveLength(3);
    expect(day.details.hours).toHaveLength(12);
  });

  it.each(['2024-13-01', '2024-02-30', '1700-01-01', 'today'])('refuses %s with a code, never a 500', async (date) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/v1/almanac/${date}` });
    expect(response.statusCode).toBe(400);
    expect(['INVALID_PARAM', 'INVALID_DATE']).toContain(response.json().code);
  });
});

describe('GET /api/v1/bazi', () => {
  const birth = 'date=1990-05-17&time=08:05&gender=male';

  it('charts 1990-05-17 08:05 as 庚午 辛巳 壬午 甲辰, pillars as 干支 strings', async () => {
    const response = await get(`/api/v1/bazi?${birth}`);
    expect(response.statusCode).toBe(200);
    const body = baziResponse.parse(response.json());
    expect(body.pillars).toEqual({ year: '庚午', month: '辛巳', day: '壬午', hour: '甲辰' });
    expect(body.pillarDetails.day.tenGod).toBe('元男');
    expect(body.decades).toHaveLength(10);
    expect(body.pro).toBeNull();
  });

  it('adds 神煞 and relations on request, and takes a lunar leap-month date', async () => {
    const pro = baziResponse.parse((await get(`/api/v1/bazi?${birth}&pro=true`)).json());
    expect(pro.pro?.shenSha.year).toBeInstanceOf(Array);
    const lunar = baziResponse.parse(
      (await get('/api/v1/bazi?date=2023-02-09&time=08:05&gender=male&calendar=lunar&leapMonth=true')).json(),
    );
    expect(lunar.solarTime.text.slice(0, 10)).toBe('2023-03-30');
  });

  it('moves the hour pillar with true solar time: 08:05 in Kashgar is 05:xx local, 卯时', async () => {
    const body = baziResponse.parse((await get(`/api/v1/bazi?${birth}&longitude=75.99`)).json());
    expect(body.trueSolarTime?.hour).toBe(5);
    expect(body.pillars.hour).toBe('癸卯');
  });

  it.each([
    ['date=1990-02-30&time=08:05&gender=male', 'INVALID_DATE'],
    ['date=2024-02-01&time=08:05&gender=male&calendar=lunar&leapMonth=true', 'INVALID_DATE'],
    ['date=1700-01-01&time=08:05&gender=male', 'INVALID_DATE'],
    ['date=1990-05-17&time=24:00&gender=male', 'INVALID_PARAM'],
    ['date=1990-05-17&time=08:05&gender=x', 'INVALID_PARAM'],
    ['date=1990-05-17&time=08:05&gender=male&longitude=500', 'INVALID_PARAM'],
    ['date=1990-05-17&time=08:05&gender=male&ziSect=never', 'INVALID_PARAM'],
    ['time=08:05&gender=male', 'INVALID_PARAM'],
  ])('refuses %s with %s', async (query, code) => {
    const response = await get(`/api/v1/bazi?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });
});

describe('POST /api/v1/ziwei', () => {
  it('draws twelve palaces with the 命宫 and 身宫 marked, and the periods in force on a date', async () => {
    const response = await post('/api/v1/ziwei', {
      year: 1990,
      month: 5,
      day: 17,
      hour: 8,
      minute: 5,
      gender: 'female',
      at: '2026-11-22',
    });
    expect(response.statusCode).toBe(200);
    const body = ziweiResponse.parse(response.json());
    expect(body.chart.palaces).toHaveLength(12);
    expect(body.chart.palaces.filter((p) => p.name === '命宫')).toHaveLength(1);
    expect(body.chart.palaces.filter((p) => p.isBodyPalace)).toHaveLength(1);
    expect(body.chart.time).toBe('辰时');
    expect(body.horoscope?.yearly.heavenlyStem).toBe('丙');
  });

  it('refuses a date that does not exist', async () => {
    const response = await post('/api/v1/ziwei', { year: 2023, month: 2, day: 30, hour: 1, minute: 0, gender: 'male' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_DATE');
  });
});

describe('the OpenAPI document', () => {
  it('lists the calendar routes', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/almanac/{date}',
        '/api/v1/bazi',
        '/api/v1/ziwei',
        '/api/v1/zeday',
        '/api/v1/day-colour',
        '/api/v1/tarot/reading',
      ]),
    );
  });
});

describe('GET /api/calendar/day/:date (the home page’s line)', () => {
  it('gives 春节 2024 as a 甲辰 day whose colour is water’s, with 宜忌 as the almanac has them', async () => {
    const response = await get('/api/calendar/day/2024-02-10');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const brief = dayBrief.parse(response.json());
    const day = almanacResponse.parse((await get('/api/v1/almanac/2024-02-10')).json());
    expect(brief).toMatchObject({ date: '2024-02-10', ganZhi: '甲辰', yi: day.yi, ji: day.ji });
    // 甲 is wood; water feeds wood (生我), the best colour: black and blue.
    expect(brief.colour).toEqual({ element: '水', elementName: '水', colours: ['black', 'blue'], hex: '#1C2A3F' });
  });

  it('writes the terms in the language asked', async () => {
    const english = dayBrief.parse((await get('/api/calendar/day/2024-02-10?lang=en')).json());
    expect(english.ganZhi).toBe('Wood Dragon');
    expect(english.colour.elementName).toBe('Water');
    expect([...english.yi, ...english.ji].join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
    const japanese = dayBrief.parse((await get('/api/calendar/day/2024-02-10?lang=ja')).json());
    expect(japanese.ganZhi).toBe('甲辰');
  });

  it.each(['2024-02-30', '1700-01-01', '2024-02-10?lang=xx'])('refuses %s with a code, never a 500', async (date) => {
    const response = await get(`/api/calendar/day/${date}`);
    expect(response.statusCode).toBe(400);
    expect(['INVALID_PARAM', 'INVALID_DATE']).toContain(response.json().code);
  });
});
