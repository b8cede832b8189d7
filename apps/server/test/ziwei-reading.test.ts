import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ziweiResponse } from '@tarot/contract/calendar';
import { issuedApiKey } from '@tarot/contract/access';
import { signUpAdmin } from './admin';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Born 2000-08-16 04:30 (寅时), female: 命宫午 紫微庙, 身宫 in 官禄 (as core's golden tests).
const birth = { year: 2000, month: 8, day: 16, hour: 4, minute: 30, gender: 'female' } as const;
const ziwei = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/v1/ziwei', payload, headers });

/** Every code of a reading, as a client walks it to look the texts up. */
function codesOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(codesOf);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'codes' && Array.isArray(value) ? (value as string[]) : codesOf(value),
  );
}

describe('POST /api/v1/ziwei reading', () => {
  it('reads the palaces, 命宫 / 身宫, and the 大限 and 流年 of the `at` date as text codes', async () => {
    const response = await ziwei({ ...birth, at: '2026-07-01' });
    expect(response.statusCode).toBe(200);
    const { reading } = ziweiResponse.parse(response.json());
    expect(reading.palaces).toHaveLength(12);
    expect(reading.palaces.find((p) => p.palace === 'soul')?.stars[0]?.codes).toEqual([
      'stars.ziwei.core',
      'stars.ziwei.soul',
      'brightness.bright',
    ]);
    expect(reading.palaces.find((p) => p.palace === 'parents')?.borrowedFrom).toBe('health');
    expect(reading.summary.body.codes).toEqual(['body.career']);
    expect(reading.decadal).toMatchObject({ palace: 'spouse', codes: ['period.focus.spouse'] });
    expect(reading.yearly).toMatchObject({ palace: 'soul', earthlyBranch: '午' });
  });

  it('reads the chart without periods when no date is given', async () => {
    const { reading } = ziweiResponse.parse((await ziwei(birth)).json());
    expect(reading.summary.soul.stars).toEqual(['ziwei']);
    expect(reading.decadal).toBeNull();
    expect(reading.yearly).toBeNull();
  });
});

describe('POST /api/v1/ziwei in words', () => {
  it('gives every code of the reading its text in the language asked, with the names it uses', async () => {
    const response = await ziwei({ ...birth, at: '2026-07-01', lang: 'en' });
    expect(response.statusCode).toBe(200);
    const { reading, texts } = ziweiResponse.parse(response.json());
    expect(texts?.language).toBe('en');
    const codes = codesOf(reading);
    expect(codes.length).toBeGreaterThan(40);
    for (const code of codes) expect(texts?.lines[code], code).toEqual(expect.any(String));
    expect(texts?.names.palaces.soul).toBe('Life');
    expect(texts?.lines['stars.ziwei.soul']).not.toMatch(/\p{Script=Han}/u);
    expect(reading.patterns.every((pattern) => texts?.names.patterns[pattern.id])).toBe(true);
  });

  it('reads in Chinese when asked, and leaves the texts out without a language', async () => {
    const zh = ziweiResponse.parse((await ziwei({ ...birth, lang: 'zh-Hans' })).json());
    expect(zh.texts?.names.palaces.soul).toBe('命宫');
    expect(zh.texts?.lines['stars.ziwei.soul']).toMatch(/\p{Script=Han}/u);
    expect(ziweiResponse.parse((await ziwei(birth)).json()).texts).toBeNull();
  });

  it('refuses a language it does not speak with INVALID_PARAM', async () => {
    const response = await ziwei({ ...birth, lang: 'xx' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAM');
  });

  it('counts against an API key’s daily quota under a burst of 20', async () => {
    const admin = await signUpAdmin(server);
    const issued = await server.app.inject({
      method: 'POST',
      url: '/api/admin/access/keys',
      headers: admin.headers,
      payload: { name: 'ziwei', dailyQuota: 5, perMinute: 1000 },
    });
    const { secret } = issuedApiKey.parse(issued.json());
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ziwei({ ...birth, lang: 'ja' }, { 'x-api-key': secret })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(15);
  });
});
