import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { horoscopeResponse, natalResponse, transitsResponse } from '@tarot/contract/astrology';
import type { horoscopeAnswer, natalAnswer, transitsAnswer } from '@tarot/core/astrology/answers';
import { startTestServer, type TestServer } from './harness';

// Compile-time: what core answers fits the contract.
const fitsNatal = (answer: ReturnType<typeof natalAnswer>['answer']): z.input<typeof natalResponse> => answer;
const fitsHoroscope = (answer: ReturnType<typeof horoscopeAnswer>): z.input<typeof horoscopeResponse> => answer;
const fitsTransits = (answer: ReturnType<typeof transitsAnswer>): z.input<typeof transitsResponse> => answer;
void [fitsNatal, fitsHoroscope, fitsTransits];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });
const BEIJING = 'tz=Asia/Shanghai&lat=39.9042&lon=116.4074';

describe('GET /api/v1/natal', () => {
  it('draws Beijing 1988-06-15 10:30 (summer time: 01:30 UTC) with every body, Placidus cusps and a reading', async () => {
    const response = await get('/api/v1/natal?date=1988-06-15&time=10:30&tz=Asia/Shanghai&lat=39.9&lon=116.4');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const body = natalResponse.parse(response.json());
    expect(body.utc).toBe('1988-06-15T01:30:00Z');
    expect(body.bodies.map((b) => b.id)).toEqual([
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
      'node',
    ]);
    // swetest for this instant at 39.9°N 116.4°E: Sun 84.1737°, ascendant 142.2224°, MC 44.9200°.
    expect(body.bodies[0]!.longitude).toBeCloseTo(84.1737, 2);
    expect(body.angles!.asc).toBeCloseTo(142.2224, 2);
    expect(body.angles!.mc).toBeCloseTo(44.92, 2);
    expect(body.houses).toMatchObject({ system: 'placidus' });
    expect(body.houses!.cusps).toHaveLength(12);
    expect(body.bodies[0]).toMatchObject({ sign: 'gemini', house: 11 });
    expect(body.reading[0]).toEqual({ code: 'sun', text: expect.stringContaining('太阳双子座') });
  });

  it('answers in the house system and language asked', async () => {
    const body = natalResponse.parse(
      (await get(`/api/v1/natal?date=1988-06-15&time=10:30&${BEIJING}&houses=whole-sign&lang=en`)).json(),
    );
    expect(body.houses!.cusps[0]).toBe(120);
    expect(body.reading.find((l) => l.code === 'rising')!.text).toContain('Leo rising');
  });

  it('with no time gives no angles or houses and the Moon’s range', async () => {
    const body = natalResponse.parse((await get(`/api/v1/natal?date=1988-06-15&${BEIJING}`)).json());
    expect(body.angles).toBeNull();
    expect(body.houses).toBeNull();
    expect(body.moonRange!.signs.length).toBeGreaterThanOrEqual(1);
    expect(body.bodies.every((b) => b.house === undefined)).toBe(true);
  });

  it.each([
    ['date=1988-6-15&time=10:30&' + BEIJING, 'INVALID_PARAM'],
    ['date=1988-06-15&time=25:00&' + BEIJING, 'INVALID_PARAM'],
    ['date=1988-06-15&time=10:30&tz=Asia/Shanghai&lat=91&lon=116', 'INVALID_PARAM'],
    ['date=1988-06-15&time=10:30&tz=Asia/Shanghai&lat=39&lon=abc', 'INVALID_PARAM'],
    ['date=1988-06-15&time=10:30&tz=Asia/Shanghai&lat=39', 'INVALID_PARAM'],
    ['date=1988-06-15&time=10:30&houses=koch&' + BEIJING, 'INVALID_PARAM'],
    ['date=1988-06-15&time=10:30&tz=../../etc&lat=39&lon=116', 'INVALID_PARAM'],
    ['date=1988-02-30&time=10:30&' + BEIJING, 'INVALID_DATE'],
    ['date=1899-12-31&time=10:30&' + BEIJING, 'CHART_OUT_OF_RANGE'],
    ['date=2101-01-01&time=10:30&' + BEIJING, 'CHART_OUT_OF_RANGE'],
    ['date=1988-06-15&time=10:30&tz=Mars/Olympus&lat=39&lon=116', 'INVALID_TIME_ZONE'],
  ])('refuses %s with 400 %s, never a 500', async (query, code) => {
    const response = await get(`/api/v1/natal?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });
});

describe('GET /api/v1/horoscope', () => {
  it('gives a sign’s day from the sky, the same for every caller, with the day’s Moon', async () => {
    const first = await get('/api/v1/horoscope?sign=libra&date=2024-04-02');
    const second = await get('/api/v1/horoscope?sign=libra&date=2024-04-02');
    expect(first.json()).toEqual(second.json());
    const body = horoscopeResponse.parse(first.json());
    expect(body).toMatchObject({ sign: 'libra', period: 'day', start: '2024-04-02', end: '2024-04-02' });
    expect(body.lines.find((l) => l.code === 'station')!.transit).toBe('水星在白羊座开始逆行');
    expect(body.lines.some((l) => l.code === 'moon-house')).toBe(true);
    expect(body.sky.retrograde).toContain('mercury');
  });

  it('covers a week from Monday and a month, and today when no date is given', async () => {
    const week = horoscopeResponse.parse(
      (await get('/api/v1/horoscope?sign=gemini&date=2024-01-17&period=week')).json(),
    );
    expect([week.start, week.end]).toEqual(['2024-01-15', '2024-01-21']);
    const month = horoscopeResponse.parse(
      (await get('/api/v1/horoscope?sign=gemini&date=2024-01-17&period=month&lang=fr')).json(),
    );
    expect([month.start, month.end]).toEqual(['2024-01-01', '2024-01-31']);
    expect(month.lines.filter((l) => l.code === 'lunation').map((l) => l.transit)).toEqual([
      'Nouvelle Lune en Capricorne',
      'Pleine Lune en Lion',
    ]);
    const today = await get('/api/v1/horoscope?sign=leo');
    expect(today.statusCode).toBe(200);
    expect(today.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([
    ['sign=ophiuchus', 'INVALID_PARAM'],
    ['sign=leo&period=year', 'INVALID_PARAM'],
    ['sign=leo&date=2024-02-30', 'INVALID_DATE'],
    ['sign=leo&date=1850-01-01', 'CHART_OUT_OF_RANGE'],
  ])('refuses %s with 400 %s', async (query, code) => {
    const response = await get(`/api/v1/horoscope?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });
});

describe('GET /api/v1/transits', () => {
  it('lists a day’s transits to the chart with exact times, the solar return among them', async () => {
    const body = transitsResponse.parse(
      (await get(`/api/v1/transits?birthDate=1988-06-15&birthTime=10:30&${BEIJING}&date=2026-06-15&lang=en`)).json(),
    );
    expect(body).toMatchObject({
      period: 'day',
      date: '2026-06-15',
      end: '2026-06-15',
      from: '2026-06-14T16:00:00Z',
      to: '2026-06-15T16:00:00Z',
    });
    const sunReturn = body.transits.find((t) => t.transiting === 'sun' && t.natal === 'sun')!;
    expect(sunReturn).toMatchObject({
      type: 'conjunction',
      code: 'transit.conjunction.exact',
      transit: 'Sun conjunct your natal Sun',
    });
    expect(sunReturn.exact).toHaveLength(1);
    expect(sunReturn.dates).toContain('✶ 06-15');
    // The line says when it peaks, on the birth zone's clock, and how long the Sun's contacts hold.
    const at = sunReturn.exact[0]!.slice(0, 16);
    const beijing = new Date(Date.parse(`${at}Z`) + 8 * 3_600_000).toISOString();
    expect(sunReturn.text).toContain(`It is exact at 06-15 ${beijing.slice(11, 16)}`);
    expect(sunReturn.text).toContain('The Sun holds it for about two days');
    expect(body.transits.some((t) => t.transiting === 'moon')).toBe(true);
  });

  it('reads the week from Monday on the birth zone’s calendar, the Moon left out', async () => {
    const query = `birthDate=1988-06-15&birthTime=10:30&${BEIJING}&date=2026-06-17&period=week&lang=zh-Hans`;
    const body = transitsResponse.parse((await get(`/api/v1/transits?${query}`)).json());
    expect(body).toMatchObject({
      period: 'week',
      date: '2026-06-15',
      end: '2026-06-21',
      from: '2026-06-14T16:00:00Z',
      to: '2026-06-21T16:00:00Z',
    });
    expect(body.transits.some((t) => t.transiting === 'moon')).toBe(false);
    const sunReturn = body.transits.find((t) => t.transiting === 'sun' && t.natal === 'sun')!;
    expect(sunReturn.transit).toBe('行运太阳合相本命太阳');
    expect(sunReturn.text).toMatch(/它在06-15 \d\d:\d\d精确成相/);
  });

  it.each([
    ['birthDate=1988-06-15&' + BEIJING + '&date=2026-6-1', 'INVALID_PARAM'],
    ['birthDate=1988-06-15&' + BEIJING + '&date=2026-02-29', 'INVALID_DATE'],
    ['birthDate=1988-06-31&' + BEIJING, 'INVALID_DATE'],
    ['birthDate=1988-06-15&tz=Nowhere/City&lat=1&lon=1', 'INVALID_TIME_ZONE'],
    ['birthDate=1988-06-15&' + BEIJING + '&period=month', 'INVALID_PARAM'],
  ])('refuses %s with 400 %s', async (query, code) => {
    const response = await get(`/api/v1/transits?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });
});

it('documents the three routes in the OpenAPI document', async () => {
  const document = (await get('/api/openapi.json')).json();
  expect(document.paths['/api/v1/natal'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
    expect.arrayContaining(['date', 'time', 'tz', 'lat', 'lon', 'houses', 'lang']),
  );
  expect(JSON.stringify(document.paths['/api/v1/horoscope'].get.responses['200'])).toContain('HoroscopeResponse');
  expect(JSON.stringify(document.paths['/api/v1/transits'].get.responses['200'])).toContain('TransitsResponse');
});
