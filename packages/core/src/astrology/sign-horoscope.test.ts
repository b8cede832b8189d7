import { describe, expect, it } from 'vitest';
import { periodWindow } from './period';
import { longitudeOf } from './positions';
import { lineNow, signHoroscope, skyFacts, solarHouse, type HoroscopeLine } from './sign-horoscope';
import { signOf } from './signs';
import { timeOf } from './sky-frame';

const MINUTE = 60_000;
const byCode = <C extends HoroscopeLine['code']>(lines: HoroscopeLine[], code: C) =>
  lines.filter((line): line is Extract<HoroscopeLine, { code: C }> => line.code === code);

describe('horoscope periods on the Shanghai calendar', () => {
  it('runs a day from Shanghai midnight to midnight', () => {
    expect(periodWindow('day', 2026, 12, 9)).toEqual({
      period: 'day',
      start: '2026-12-09',
      end: '2026-12-09',
      fromMs: Date.parse('2026-12-08T16:00:00Z'),
      toMs: Date.parse('2026-12-09T16:00:00Z'),
    });
  });

  it('starts the week on Monday, also from a Sunday', () => {
    expect(periodWindow('week', 2026, 12, 9)).toMatchObject({ start: '2026-12-07', end: '2026-12-13' });
    expect(periodWindow('week', 2026, 12, 13)).toMatchObject({ start: '2026-12-07', end: '2026-12-13' });
  });

  it('takes the calendar month, leap day included', () => {
    expect(periodWindow('month', 2024, 2, 10)).toMatchObject({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('refuses a day that does not exist', () => {
    expect(() => periodWindow('day', 2023, 2, 29)).toThrow(/day/);
  });
});

describe('sign horoscopes from the sky', () => {
  it('counts solar houses from the sign itself', () => {
    expect(solarHouse('aries', 'aries')).toBe(1);
    expect(solarHouse('aries', 'leo')).toBe(5);
    expect(solarHouse('pisces', 'aries')).toBe(2);
  });

  it('reads the day’s Moon by its sign, and each sign from its own place', () => {
    const facts = skyFacts(periodWindow('day', 2026, 12, 9));
    const aries = byCode(signHoroscope(facts, 'aries'), 'moon-house');
    expect(aries.length).toBeGreaterThanOrEqual(1);
    for (const line of aries) {
      const middle = (line.segment.fromMs + line.segment.toMs) / 2;
      expect(line.segment.sign).toBe(signOf(longitudeOf('moon', timeOf(middle))));
      expect(line.house).toBe(solarHouse('aries', line.segment.sign));
    }
    const taurus = byCode(signHoroscope(facts, 'taurus'), 'moon-house');
    expect(taurus.map((l) => (l.house % 12) + 1)).toEqual(aries.map((l) => l.house));
  });

  it('names the full moon of 25 January 2024 (17:54 UTC, in Leo) on the Shanghai day it falls in', () => {
    const lines = signHoroscope(skyFacts(periodWindow('day', 2024, 1, 26)), 'aries');
    const [full] = byCode(lines, 'lunation');
    expect(full!.lunation).toMatchObject({ phase: 'full', sign: 'leo' });
    expect(Math.abs(full!.lunation.utcMs - Date.parse('2024-01-25T17:54:00Z'))).toBeLessThan(3 * MINUTE);
    expect(full!.house).toBe(5);
  });

  it('tells Mercury’s station of 1 April 2024 once, and its retrograde on the days after', () => {
    const stationDay = signHoroscope(skyFacts(periodWindow('day', 2024, 4, 2)), 'libra');
    const [station] = byCode(stationDay, 'station');
    expect(station!.station).toMatchObject({ body: 'mercury', turns: 'retrograde', sign: 'aries' });
    // Published: 2024-04-01 22:14 UTC. A station is a slow turn: its minute is soft.
    expect(Math.abs(station!.station.utcMs - Date.parse('2024-04-01T22:14:00Z'))).toBeLessThan(30 * MINUTE);
    expect(station!.house).toBe(7);
    expect(byCode(stationDay, 'retrograde')).toHaveLength(0);
    const later = signHoroscope(skyFacts(periodWindow('day', 2024, 4, 10)), 'libra');
    expect(byCode(later, 'retrograde')).toEqual([{ code: 'retrograde', body: 'mercury', sign: 'aries', house: 7 }]);
  });

  it('follows the Sun into Aquarius on 20 January 2024 (14:07 UTC) in that week’s horoscope', () => {
    const lines = signHoroscope(skyFacts(periodWindow('week', 2024, 1, 17)), 'gemini');
    const sun = byCode(lines, 'sun-house');
    expect(sun.map((l) => [l.segment.sign, l.house])).toEqual([
      ['capricorn', 8],
      ['aquarius', 9],
    ]);
    expect(Math.abs(sun[1]!.segment.fromMs - Date.parse('2024-01-20T14:07:00Z'))).toBeLessThan(3 * MINUTE);
    expect(byCode(lines, 'moon-house')).toHaveLength(0);
    expect(byCode(lines, 'planet-house').map((l) => l.segment.body)).toEqual(
      expect.arrayContaining(['mercury', 'venus', 'mars']),
    );
  });

  it('gives a month only its new and full moons', () => {
    const lines = signHoroscope(skyFacts(periodWindow('month', 2024, 1, 1)), 'cancer');
    expect(byCode(lines, 'lunation').map((l) => l.lunation.phase)).toEqual(['new', 'full']);
  });
});

describe('a sign’s line for this moment', () => {
  it('is the Moon’s passage through the house it is in now, on a day it changes sign', () => {
    // The Moon changes sign every two or three days: one of these four days has two passages.
    const facts = [9, 10, 11, 12]
      .map((day) => skyFacts(periodWindow('day', 2026, 12, day)))
      .find((f) => f.segments.moon.length > 1)!;
    const moon = facts.segments.moon;
    expect(moon).toHaveLength(2);
    for (const segment of moon) {
      const middle = (segment.fromMs + segment.toMs) / 2;
      expect(signOf(longitudeOf('moon', timeOf(middle)))).toBe(segment.sign);
      const line = lineNow(facts, 'leo', middle);
      expect(line).toEqual({ code: 'moon-house', segment, house: solarHouse('leo', segment.sign) });
    }
  });
});
