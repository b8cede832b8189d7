import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baziResponse } from '@tarot/contract/calendar';
import { dayColourResponse } from '@tarot/contract/day-colour';
import { zeDayResponse } from '@tarot/contract/ze-day';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const bazi = (query: string) => server.app.inject({ method: 'GET', url: `/api/v1/bazi?gender=male&${query}` });
const answer = async (url: string) => {
  const response = await server.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('/api/v1/bazi for a birth abroad', () => {
  it('casts New York 1990-07-01 12:00 EDT in Beijing time, 1990-07-02 00:00, stating both', async () => {
    const asEntered = baziResponse.parse((await bazi('date=1990-07-01&time=12:00')).json());
    const newYork = baziResponse.parse((await bazi('date=1990-07-01&time=12:00&tz=America/New_York')).json());
    expect(asEntered.localTime).toBeUndefined();
    expect(asEntered.solarTime.text.slice(0, 16)).toBe('1990-07-01 12:00');
    expect(newYork.localTime).toEqual({ text: '1990-07-01 12:00', zone: 'America/New_York' });
    expect(newYork.solarTime.text.slice(0, 16)).toBe('1990-07-02 00:00');
    // The day turns: 丁 (1990-07-01) becomes 戊 (07-02); midnight is a 子 hour.
    expect(asEntered.pillars.day[0]).toBe('丁');
    expect(newYork.pillars.day[0]).toBe('戊');
    expect(newYork.pillars.hour[1]).toBe('子');
  });

  it('takes Beijing’s 1986–1991 summer time out when the zone is Asia/Shanghai', async () => {
    // 1988-06-15 10:30 on Beijing clocks, then UTC+9, is 09:30 Beijing standard time.
    const summer = baziResponse.parse((await bazi('date=1988-06-15&time=10:30&tz=Asia/Shanghai')).json());
    expect(summer.solarTime.text.slice(0, 16)).toBe('1988-06-15 09:30');
  });

  it('refuses a zone that does not exist', async () => {
    const response = await bazi('date=1990-07-01&time=12:00&tz=Mars/Olympus_Mons');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_TIME_ZONE');
  });
});

describe('the tools that read a birth take its zone as /api/v1/bazi does', () => {
  const birth = 'date=1990-07-01&time=12:00&gender=male';

  it('rates the colours by the chart of New York 1990-07-01 12:00 EDT, cast on 1990-07-02 (戊 day, 子 hour)', async () => {
    const query = 'date=2026-01-01&birthDate=1990-07-01&birthTime=12:00&gender=male';
    const asEntered = dayColourResponse.parse(await answer(`/api/v1/day-colour?${query}`));
    const newYork = dayColourResponse.parse(await answer(`/api/v1/day-colour?${query}&tz=America/New_York`));
    expect(asEntered.chart?.pillars.day[0]).toBe('丁');
    expect(newYork.chart?.pillars.day[0]).toBe('戊');
    expect(newYork.chart?.pillars.hour[1]).toBe('子');
  });

  it('leaves out the days that clash the day pillar of the birth abroad, not of its clock time read in Beijing', async () => {
    const search = `/api/v1/zeday?event=出行&from=2026-01-01&to=2026-01-31&${birth}`;
    const asEntered = zeDayResponse.parse(await answer(search));
    const newYork = zeDayResponse.parse(await answer(`${search}&tz=America/New_York`));
    expect(asEntered.pillars?.day[0]).toBe('丁');
    expect(newYork.pillars?.day[0]).toBe('戊');
  });

  it('refuses a zone that does not exist on either', async () => {
    for (const url of [
      '/api/v1/day-colour?birthDate=1990-07-01&birthTime=12:00&gender=male&tz=Mars/Olympus_Mons',
      `/api/v1/zeday?event=出行&from=2026-01-01&to=2026-01-31&${birth}&tz=Mars/Olympus_Mons`,
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_TIME_ZONE');
    }
  });
});
