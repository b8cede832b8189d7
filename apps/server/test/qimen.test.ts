import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedApiKey } from '@tarot/contract/access';
import type { z } from 'zod';
import { qimenResponse } from '@tarot/contract/qimen';
import type { QimenAnswer } from '@tarot/core/qimen/answer';
import { signUpAdmin } from './admin';
import { startTestServer, type TestServer } from './harness';

// Compile-time: what core answers fits the contract.
const fits = (answer: QimenAnswer): z.input<typeof qimenResponse> => answer;
void fits;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/qimen', () => {
  it('charts 2021-03-09 09:00 as the published 惊蛰 阳遁七局 (kinqimen #4), palace 5 bare and 中五 lodged', async () => {
    const response = await get('/api/v1/qimen?date=2021-03-09&time=09:00');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const body = qimenResponse.parse(response.json());
    expect(body).toMatchObject({
      dun: 'yang',
      ju: 7,
      yuan: 'middle',
      solarTerm: { name: '惊蛰' },
      xunShou: '甲申',
      zhiFu: { star: '天英', palace: 3 },
      zhiShi: { door: '景门', palace: 9 },
      method: 'chaibu',
      dayChange: '23:00',
    });
    expect(body.palaces[4]).toEqual({
      palace: 5,
      trigram: '中',
      earthStem: '丙',
      heavenStem: null,
      star: null,
      door: null,
      god: null,
      lodged: null,
      marks: [],
      state: '死',
    });
    expect(body.palaces[1]!.lodged).toEqual({ earthStem: '丙' });
    expect(body.palaces[3]).toMatchObject({ star: '天芮', lodged: { star: '天禽', heavenStem: '丙' } });
    expect(body.palaces[5]!.marks).toContain('驿马');
    expect(body.reading).toMatchObject({ question: 'general', yongShen: { name: '时干' } });
    expect(body.reading.lines.at(-1)?.code).toBe('advice.general');
    expect(body.patterns.every((p) => p.label.length > 0 && p.text.length > 0)).toBe(true);
  });

  it('reads a question in the language asked, terms with their Chinese beside them', async () => {
    const body = qimenResponse.parse(
      (await get('/api/v1/qimen?date=2024-01-01&time=00:30&question=health&lang=en')).json(),
    );
    expect(body.reading.yongShen).toEqual({ name: '天心', label: 'Tian Xin (天心)', palace: 6 });
    expect(body.reading.questionName).toBe('Health');
    expect(body.reading.lines.at(-1)?.text).toContain('see a doctor');
    expect(body.patterns.find((p) => p.id === 'xing-fu-yin')?.label).toBe('Stars Stand Still (星伏吟)');
  });

  it('finds the 局 by 置闰 on request: 2026-08-20 is 处暑上元 阴遁一局 there, 立秋 阴遁二局 by 拆补', async () => {
    const zhirun = qimenResponse.parse((await get('/api/v1/qimen?date=2026-08-20&time=10:00&method=zhirun')).json());
    const chaibu = qimenResponse.parse((await get('/api/v1/qimen?date=2026-08-20&time=10:00')).json());
    expect([zhirun.solarTerm.name, zhirun.ju, zhirun.zhirun]).toEqual(['处暑', 1, { leadDays: 5, leap: false }]);
    expect([chaibu.solarTerm.name, chaibu.ju, chaibu.zhirun]).toEqual(['立秋', 2, undefined]);
  });

  it('places a wall clock in its zone and reads true solar time at a longitude', async () => {
    const newYork = qimenResponse.parse(
      (await get('/api/v1/qimen?date=2024-04-15&time=12:00&tz=America/New_York')).json(),
    );
    expect(newYork.moment).toMatchObject({ zone: 'America/New_York', utcOffsetMinutes: -240, clockKind: 'standard' });
    expect(newYork.moment.beijing.text).toBe('2024-04-16 00:00:00');
    const urumqi = qimenResponse.parse((await get('/api/v1/qimen?date=2024-04-15&time=12:00&longitude=87.6')).json());
    expect(urumqi.moment.clockKind).toBe('true-solar');
    expect(urumqi.moment.clock.hour).toBe(9);
    expect(urumqi.pillars.hour.slice(1)).toBe('巳');
  });

  it.each([
    ['date=2024-1-01&time=10:00', 'INVALID_PARAM'],
    ['date=2024-01-01&time=24:00', 'INVALID_PARAM'],
    ['date=2024-01-01', 'INVALID_PARAM'],
    ['date=2024-01-01&time=10:00&method=feipan', 'INVALID_PARAM'],
    ['date=2024-01-01&time=10:00&question=lottery', 'INVALID_PARAM'],
    ['date=2024-01-01&time=10:00&longitude=181', 'INVALID_PARAM'],
    ['date=2024-01-01&time=10:00&lang=xx', 'INVALID_PARAM'],
    ['date=2024-01-01&time=10:00&tz=../../etc', 'INVALID_PARAM'],
    ['date=2023-02-29&time=10:00', 'INVALID_DATE'],
    ['date=1900-06-01&time=10:00', 'QIMEN_OUT_OF_RANGE'],
    ['date=2100-01-01&time=10:00', 'QIMEN_OUT_OF_RANGE'],
    ['date=2024-01-01&time=10:00&tz=Mars/Olympus', 'INVALID_TIME_ZONE'],
  ])('refuses %s with 400 %s, never a 500', async (query, code) => {
    const response = await get(`/api/v1/qimen?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('counts against an API key’s quota like every /api/v1 route: exactly 5 of 20 parallel calls pass', async () => {
    const admin = await signUpAdmin(server);
    const issued = await server.app.inject({
      method: 'POST',
      url: '/api/admin/access/keys',
      headers: admin.headers,
      payload: { name: 'qimen partner', dailyQuota: 5, perMinute: 1000 },
    });
    const { secret } = issuedApiKey.parse(issued.json());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        get(`/api/v1/qimen?date=2024-05-0${1 + (n % 9)}&time=10:00`, { 'x-api-key': secret }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15);
  });

  it('is documented in the OpenAPI document with its query and answer', async () => {
    const document = (await get('/api/openapi.json')).json();
    const operation = document.paths['/api/v1/qimen'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['date', 'time', 'tz', 'longitude', 'method', 'question', 'lang']),
    );
    expect(JSON.stringify(operation.responses['200'])).toContain('QimenResponse');
  });
});
