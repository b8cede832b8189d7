import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baziResponse } from '@tarot/contract/calendar';
import { baziReading } from '@tarot/core/calendar/bazi/reading/reading';
import { chartOf } from '@tarot/core/calendar/bazi/reading/test-support';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });
// 1990-05-15 10:30, male: 庚午 辛巳 庚辰 辛巳, read on 2026-06-01 (core's reading.test.ts has the same birth).
const birth = 'date=1990-05-15&time=10:30&gender=male&at=2026-06-01';
const judged = baziReading(chartOf('1990-05-15 10:30 male'), { year: 2026, month: 6, day: 1 });

describe('GET /api/v1/bazi: the written reading', () => {
  it('reads the chart in Simplified Chinese by default', async () => {
    const response = await get(`/api/v1/bazi?${birth}`);
    expect(response.statusCode).toBe(200);
    const { reading } = baziResponse.parse(response.json());
    expect(reading.language).toBe('zh-Hans');
    // The one judgement core makes, with its parts: the app's panel and reading show the same.
    const { score, level, season, parts } = judged.strength;
    expect(reading.strength).toMatchObject({ score, level, season, parts, levelName: '偏强' });
    expect(reading.pattern).toMatchObject({ code: 'qiSha', name: '七杀格' });
    // Each 用神 with its basis and reason: 火 checks the strong 庚, 水 (《穷通宝鉴》's 壬 for 庚 in 巳) cools it.
    expect(
      reading.elements.useful.map(({ element, basis, reason }) => ({ element, basis, code: reason.code })),
    ).toEqual(judged.elements.useful.map(({ element, basis, reason }) => ({ element, basis, code: reason.code })));
    expect(reading.elements.useful.map((role) => role.basis)).toEqual(['restraint', 'climate']);
    expect(reading.areas.health.at(-1)?.code).toBe('health.general');
    expect(reading.fortune).toMatchObject({ at: '2026-06-01', decade: { ganZhi: '甲申', startYear: 2017 } });
    expect(reading.fortune.years.map((year) => year.ganZhi)).toEqual(['丙午', '丁未']);
  });

  it('holds exactly one strength verdict: the chart itself carries none (the 9-point 身强/身弱 is gone)', async () => {
    const body = (await get(`/api/v1/bazi?${birth}`)).json() as Record<string, unknown>;
    expect(body).not.toHaveProperty('strength');
    expect(JSON.stringify(body)).not.toMatch(/身强|身弱|"verdict"/);
  });

  it('answers in the language asked for, in every interface language', async () => {
    const hant = baziResponse.parse((await get(`/api/v1/bazi?${birth}&lang=zh-Hant`)).json()).reading;
    expect(hant).toMatchObject({ language: 'zh-Hant', pattern: { name: '七殺格' } });
    const japanese = baziResponse.parse((await get(`/api/v1/bazi?${birth}&lang=ja`)).json()).reading;
    expect(japanese).toMatchObject({ language: 'ja', strength: { levelName: 'やや強い（身強）' } });
    const russian = baziResponse.parse((await get(`/api/v1/bazi?${birth}&lang=ru`)).json()).reading;
    expect(russian.language).toBe('ru');
    expect(russian.strength.reasons[0]!.text).toMatch(/[а-яё]/i);
  });

  it('reads the current periods on today’s Beijing date when no date is given', async () => {
    const { reading } = baziResponse.parse((await get('/api/v1/bazi?date=1990-05-15&time=10:30&gender=male')).json());
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect(reading.fortune.at).toBe(today);
  });

  it.each([
    ['at=2026-02-30', 'INVALID_DATE'],
    ['at=tomorrow', 'INVALID_PARAM'],
    ['lang=xx', 'INVALID_PARAM'],
  ])('refuses %s with %s', async (extra, code) => {
    const response = await get(`/api/v1/bazi?date=1990-05-15&time=10:30&gender=male&${extra}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });
});
