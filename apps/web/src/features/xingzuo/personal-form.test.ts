import { describe, expect, it } from 'vitest';
import type { SavedNatalChart } from '../../shared/charts/saved-chart';
import { chosenChart, personalFormOf, personalParams } from './personal-form';

const chart = (id: string, self = false): SavedNatalChart => ({
  kind: 'natal',
  id,
  self,
  tags: [],
  savedAt: '2026-12-01T00:00:00Z',
  birth: { name: id, date: '1988-06-15', time: '10:30' },
  timeZone: 'Asia/Shanghai',
  location: { name: '北京', latitude: 39.9, longitude: 116.4 },
});

describe('the personal horoscope’s address', () => {
  it('reads the chart and the period, a day unless a week is asked for', () => {
    expect(personalFormOf(new URLSearchParams('chart=a&period=week'))).toEqual({ chart: 'a', period: 'week' });
    expect(personalFormOf(new URLSearchParams('period=month'))).toEqual({ chart: null, period: 'day' });
    expect(personalParams({ chart: 'a', period: 'day' })).toEqual({ chart: 'a' });
    expect(personalParams({ chart: null, period: 'week' })).toEqual({ period: 'week' });
  });
});

describe('the chart it reads', () => {
  const charts = [chart('partner'), chart('me', true), chart('friend')];

  it('takes the chart asked for, else “this is me”, else the one read last on the device', () => {
    expect(chosenChart(charts, 'friend', null)?.id).toBe('friend');
    expect(chosenChart(charts, null, 'partner')?.id).toBe('me');
    expect(chosenChart(charts, 'gone', null)?.id).toBe('me');
    expect(chosenChart([chart('partner'), chart('friend')], null, 'friend')?.id).toBe('friend');
  });

  it('asks rather than reading someone else’s chart as the reader’s own', () => {
    expect(chosenChart([chart('partner'), chart('friend')], null, null)).toBeNull();
    expect(chosenChart([], null, 'me')).toBeNull();
  });
});
