import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ziweiResponse } from '@tarot/contract/calendar';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// Born 2000-08-16 04:30 (寅时), female: 命宫午 紫微庙, 身宫 in 官禄 (as core's golden tests).
const birth = { year: 2000, month: 8, day: 16, hour: 4, minute: 30, gender: 'female' } as const;
const ziwei = (payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: '/api/v1/ziwei', payload });

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
