// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { SavedNatalChart } from '../charts/saved-chart';
import { sunSignOf } from './use-my-sign';

const chart = (change: Partial<SavedNatalChart>): SavedNatalChart => ({
  kind: 'natal',
  id: 'me',
  self: true,
  tags: [],
  savedAt: '2026-12-07T00:00:00Z',
  birth: { name: '', date: '1988-06-15', time: '10:30' },
  timeZone: 'Asia/Shanghai',
  location: { name: '北京', latitude: 39.9042, longitude: 116.4074 },
  ...change,
});

describe('the Sun sign of a saved chart', () => {
  it('is read from the birth on its zone’s clock, noon when the hour is unknown', () => {
    expect(sunSignOf(chart({}))).toBe('gemini');
    expect(sunSignOf(chart({ birth: { name: '', date: '1990-07-23', time: null } }))).toBe('leo');
    // The Sun entered Aquarius on 1990-01-20 in the morning (UTC): 08:00 that day in Tokyo
    // (23:00 UTC the day before) is before it, 08:00 in Los Angeles (16:00 UTC) after it.
    const at = (timeZone: string, time: string) =>
      sunSignOf(chart({ birth: { name: '', date: '1990-01-20', time }, timeZone }));
    expect(at('Asia/Tokyo', '08:00')).toBe('capricorn');
    expect(at('America/Los_Angeles', '08:00')).toBe('aquarius');
  });

  it('is null for a chart that cannot be drawn', () => {
    expect(sunSignOf(chart({ timeZone: null }))).toBeNull();
    expect(sunSignOf(chart({ timeZone: 'Nowhere/City' }))).toBeNull();
  });
});
