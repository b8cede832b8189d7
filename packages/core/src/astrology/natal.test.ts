import { describe, expect, it } from 'vitest';
import { aspectBetween, aspectsAmong } from './aspects';
import { birthOf } from './birth';
import { houseOf } from './houses';
import { natalChart } from './natal';
import type { BodyPosition } from './positions';
import { degreeInSign, signOf } from './signs';

const BEIJING = { zone: 'Asia/Shanghai', latitude: 39.9042, longitude: 116.4074 };
const june1988 = { year: 1988, month: 6, day: 15, time: { hour: 10, minute: 30 } };

const at = (id: BodyPosition['id'], longitude: number, speed: number): BodyPosition => ({
  id,
  longitude,
  speed,
  retrograde: speed < 0,
});

describe('birth instants', () => {
  it('counts Beijing summer time: 1988-06-15 10:30 is 01:30 UTC', () => {
    expect(new Date(birthOf({ ...june1988, ...BEIJING }).utcMs).toISOString()).toBe('1988-06-15T01:30:00.000Z');
  });

  it('reads Beijing winter time as UTC+8 and New York summer time as UTC−4', () => {
    const winter = birthOf({ ...BEIJING, year: 1988, month: 1, day: 15, time: { hour: 10, minute: 30 } });
    expect(new Date(winter.utcMs).toISOString()).toBe('1988-01-15T02:30:00.000Z');
    const newYork = birthOf({
      year: 2001,
      month: 7,
      day: 4,
      time: { hour: 9, minute: 0 },
      zone: 'America/New_York',
      latitude: 40.71,
      longitude: -74.01,
    });
    expect(new Date(newYork.utcMs).toISOString()).toBe('2001-07-04T13:00:00.000Z');
  });

  it.each([
    ['year before 1900', { year: 1899 }, /year/],
    ['year after 2100', { year: 2101 }, /year/],
    ['30 February', { month: 2, day: 30 }, /day/],
    ['29 February of a common year', { year: 2001, month: 2, day: 29 }, /day/],
    ['hour 24', { time: { hour: 24, minute: 0 } }, /hour/],
    ['latitude 91', { latitude: 91 }, /latitude/],
    ['longitude −181', { longitude: -181 }, /longitude/],
    ['an unknown zone', { zone: 'Mars/Olympus' }, /time zone/],
  ])('refuses %s', (_, change, message) => {
    expect(() => birthOf({ ...june1988, ...BEIJING, ...change })).toThrow(message);
  });
});

describe('natal chart', () => {
  const chart = natalChart({ ...june1988, ...BEIJING });

  it('places every body with its sign, degree in sign and house', () => {
    expect(chart.bodies.map((b) => b.id)).toEqual([
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
    for (const body of chart.bodies) {
      expect(body.sign).toBe(signOf(body.longitude));
      expect(body.degree).toBeCloseTo(degreeInSign(body.longitude), 9);
      expect(body.house).toBe(houseOf(body.longitude, chart.houses!.cusps));
    }
    // swetest: the Sun at 84.17° (24° Gemini) between the 11th cusp (80.27°) and the 12th (113.37°), rising 142.22°.
    expect(chart.bodies[0]).toMatchObject({ sign: 'gemini', house: 11 });
    expect(signOf(chart.angles!.asc)).toBe('leo');
    expect(chart.houses).toMatchObject({ system: 'placidus' });
  });

  it('draws whole-sign houses from the rising sign', () => {
    const whole = natalChart({ ...june1988, ...BEIJING }, 'whole-sign');
    expect(whole.houses!.cusps).toEqual([120, 150, 180, 210, 240, 270, 300, 330, 0, 30, 60, 90]);
    expect(whole.bodies[0]!.house).toBe(11);
  });

  it('falls back to Porphyry with a flag beyond the polar circle, and keeps Placidus inside it', () => {
    const tromso = natalChart({ ...june1988, zone: 'Europe/Oslo', latitude: 69.65, longitude: 18.96 });
    expect(tromso.houses).toMatchObject({ system: 'porphyry', fallbackFrom: 'placidus' });
    expect(tromso.houses!.cusps[0]).toBeCloseTo(tromso.angles!.asc, 9);
    expect(tromso.houses!.cusps[9]).toBeCloseTo(tromso.angles!.mc, 9);
    const oslo = natalChart({ ...june1988, zone: 'Europe/Oslo', latitude: 59.91, longitude: 10.75 });
    expect(oslo.houses).toEqual(expect.not.objectContaining({ fallbackFrom: expect.anything() }));
  });

  it('with an unknown time gives no houses or angles, the Moon’s range that day and no Moon aspects', () => {
    const unknown = natalChart({ year: 1988, month: 6, day: 15, ...BEIJING });
    expect(unknown.angles).toBeUndefined();
    expect(unknown.houses).toBeUndefined();
    expect(unknown.bodies.every((b) => b.house === undefined)).toBe(true);
    const range = unknown.moonRange!;
    // The Moon moves 12–15° a day; at 10:30 it stood between the day's two ends.
    const travelled = (range.to - range.from + 360) % 360;
    expect(travelled).toBeGreaterThan(11);
    expect(travelled).toBeLessThan(16);
    expect((chart.bodies[1]!.longitude - range.from + 360) % 360).toBeLessThan(travelled);
    expect(range.signs[0]).toBe(signOf(range.from));
    expect(unknown.aspects.some((a) => a.a === 'moon' || a.b === 'moon')).toBe(false);
  });
});

describe('aspects', () => {
  it('finds a trine within orb and says it is applying while the faster body closes in', () => {
    expect(aspectBetween(at('mars', 10, 0.7), at('saturn', 132, 0.05))).toEqual({
      a: 'mars',
      b: 'saturn',
      type: 'trine',
      orb: 2,
      applying: true,
    });
    expect(aspectBetween(at('mars', 10, 0.7), at('saturn', 128, 0.05))).toMatchObject({
      type: 'trine',
      applying: false,
    });
  });

  it('counts a retrograde body’s motion: Mercury backing towards Venus applies, away from her separates', () => {
    expect(aspectBetween(at('mercury', 100, -0.5), at('venus', 97, 1.2))).toMatchObject({
      type: 'conjunction',
      applying: true,
    });
    expect(aspectBetween(at('mercury', 100, -0.5), at('venus', 103, 1.2))).toMatchObject({ applying: false });
  });

  it('widens the orb by 2° for the Sun and Moon and finds nothing between aspects', () => {
    expect(aspectBetween(at('sun', 0, 1), at('mars', 97.5, 0.5))).toMatchObject({ type: 'square', orb: 7.5 });
    expect(aspectBetween(at('venus', 0, 1), at('mars', 97.5, 0.5))).toBeUndefined();
    expect(aspectBetween(at('venus', 0, 1), at('mars', 75, 0.5))).toBeUndefined();
  });

  it('measures across 0° Aries', () => {
    expect(aspectBetween(at('sun', 358, 1), at('moon', 178.5, 13))).toMatchObject({ type: 'opposition', orb: 0.5 });
    expect(aspectsAmong([at('sun', 358, 1), at('moon', 2, 13), at('mars', 200, 0.5)])).toHaveLength(1);
  });
});
