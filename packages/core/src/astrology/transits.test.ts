import { describe, expect, it } from 'vitest';
import { ASPECT_ANGLE } from './aspects';
import { natalChart } from './natal';
import { longitudeOf } from './positions';
import { signedArc } from './signs';
import { timeOf } from './sky-frame';
import { TRANSITING, transitingFor, transitsBetween } from './transits';

const chart = natalChart({
  year: 1988,
  month: 6,
  day: 15,
  time: { hour: 10, minute: 30 },
  zone: 'Asia/Shanghai',
  latitude: 39.9042,
  longitude: 116.4074,
});
const pointLongitude = (id: string) =>
  id === 'asc' ? chart.angles!.asc : id === 'mc' ? chart.angles!.mc : chart.bodies.find((b) => b.id === id)!.longitude;
/** How far a transit's aspect is from exact at an instant. */
const missAt = (t: ReturnType<typeof transitsBetween>[number], ms: number) => {
  const separation = Math.abs(signedArc(pointLongitude(t.natal), longitudeOf(t.transiting, timeOf(ms))));
  return Math.abs(separation - ASPECT_ANGLE[t.type]);
};

describe('transits to a natal chart', () => {
  const from = Date.parse('2026-06-14T16:00:00Z');
  const to = Date.parse('2026-06-15T16:00:00Z');
  const transits = transitsBetween(chart, from, to);

  it('finds the solar return: the Sun back on its birth degree, exact within the day', () => {
    const sunReturn = transits.find((t) => t.transiting === 'sun' && t.natal === 'sun')!;
    expect(sunReturn.type).toBe('conjunction');
    expect(sunReturn.exactUtcMs).toHaveLength(1);
    expect(missAt(sunReturn, sunReturn.exactUtcMs[0]!)).toBeLessThan(0.01);
  });

  it('gives each transit its exact moments and the edges of its orb, all where they should be', () => {
    expect(transits.length).toBeGreaterThan(3);
    for (const t of transits) {
      for (const exact of t.exactUtcMs) expect(missAt(t, exact)).toBeLessThan(0.02);
      const orb = t.transiting === 'moon' ? 3 : t.transiting === 'jupiter' || t.transiting === 'saturn' ? 1 : undefined;
      if (t.startUtcMs !== undefined && orb !== undefined) expect(missAt(t, t.startUtcMs)).toBeCloseTo(orb, 1);
      if (t.startUtcMs !== undefined) expect(t.startUtcMs).toBeLessThan(to);
      if (t.endUtcMs !== undefined) expect(t.endUtcMs).toBeGreaterThan(from);
    }
    expect(transits.map((t) => t.orb)).toEqual([...transits.map((t) => t.orb)].sort((a, b) => a - b));
  });

  it('includes the Moon’s fast transits, each lasting hours', () => {
    const moon = transits.filter((t) => t.transiting === 'moon' && t.startUtcMs && t.endUtcMs);
    expect(moon.length).toBeGreaterThan(0);
    for (const t of moon) expect(t.endUtcMs! - t.startUtcMs!).toBeLessThan(16 * 3_600_000);
  });
});

describe('the bodies a personal horoscope follows', () => {
  it('leaves the Moon out of a week: its contacts last hours', () => {
    expect(transitingFor('day')).toContain('moon');
    expect(transitingFor('week')).toEqual(TRANSITING.filter((body) => body !== 'moon'));
    const from = Date.parse('2026-06-14T16:00:00Z');
    const week = transitsBetween(chart, from, from + 7 * 86_400_000, transitingFor('week'));
    expect(week.some((t) => t.transiting === 'moon')).toBe(false);
    expect(week.find((t) => t.transiting === 'sun' && t.natal === 'sun')?.type).toBe('conjunction');
  });
});
