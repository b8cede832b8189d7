/**
 * Every 星座 reading rule, worded in every language: a natal chart (known and unknown time,
 * and one beyond the polar circle), a day, a week and a month of horoscopes, a day's
 * transits and a synastry. No placeholder may be left unfilled.
 */
import { describe, expect, it } from 'vitest';
import { horoscopeReading, transitReading } from '@tarot/core/astrology/horoscope-reading';
import { natalChart } from '@tarot/core/astrology/natal';
import { natalReading } from '@tarot/core/astrology/natal-reading';
import { periodWindow } from '@tarot/core/astrology/period';
import { signHoroscope, skyFacts } from '@tarot/core/astrology/sign-horoscope';
import { synastry, synastryReading } from '@tarot/core/astrology/synastry';
import { transitsBetween } from '@tarot/core/astrology/transits';
import { TERM_LANGUAGES } from '@tarot/core/glossary/renderings';
import { readTexts } from '../../src/server/read-texts';

const BIRTH = {
  year: 1988,
  month: 6,
  day: 15,
  time: { hour: 10, minute: 30 },
  zone: 'Asia/Shanghai',
  latitude: 39.9042,
  longitude: 116.4074,
};
const known = natalChart(BIRTH);
const unknown = natalChart({ ...BIRTH, time: undefined });
const polar = natalChart({ ...BIRTH, zone: 'Europe/Oslo', latitude: 69.65, longitude: 18.96 });
const partner = natalChart({ ...BIRTH, year: 1990, month: 2, day: 3, time: { hour: 21, minute: 5 } });
// 2024-04-02 holds Mercury's station; the month of January 2024 its new and full moons; the week the Sun's ingress.
const horoscopes = [
  signHoroscope(skyFacts(periodWindow('day', 2024, 4, 2)), 'libra'),
  signHoroscope(skyFacts(periodWindow('day', 2024, 4, 10)), 'libra'),
  signHoroscope(skyFacts(periodWindow('week', 2024, 1, 17)), 'gemini'),
  signHoroscope(skyFacts(periodWindow('month', 2024, 1, 1)), 'cancer'),
].flat();
const DAY = [Date.parse('2026-06-14T16:00:00Z'), Date.parse('2026-06-15T16:00:00Z')] as const;
const transits = transitsBetween(known, ...DAY);

const unfilled = /\{\w+\}/;

describe.each(TERM_LANGUAGES)('星座 readings in %s', (lang) => {
  const texts = readTexts('astrology/reading', lang);

  it('words a natal chart rule by rule, with and without a birth time', () => {
    const lines = natalReading(known, texts);
    expect(new Set(lines.map((l) => l.code))).toEqual(
      new Set(['sun', 'moon', 'rising', 'planet-sign', 'planet-house', 'aspect']),
    );
    expect(lines.filter((l) => l.code === 'planet-house')).toHaveLength(10);
    const withoutTime = natalReading(unknown, texts);
    expect(withoutTime.some((l) => l.code === 'rising' || l.code === 'planet-house')).toBe(false);
    expect(withoutTime.find((l) => l.code === 'moon')!.text).toContain(texts.names.signs[unknown.moonRange!.signs[0]!]);
    expect(natalReading(polar, texts).find((l) => l.code === 'polar')!.text).toContain(
      texts.names.houseSystems.porphyry,
    );
    for (const line of [...lines, ...withoutTime]) expect(line.text).not.toMatch(unfilled);
  });

  it('words every kind of horoscope line, naming its transit and dates', () => {
    const lines = horoscopeReading(horoscopes, texts, 'Asia/Shanghai');
    expect(new Set(lines.map((l) => l.code))).toEqual(
      new Set(['moon-house', 'sun-house', 'planet-house', 'lunation', 'station', 'retrograde']),
    );
    for (const line of lines) {
      expect(`${line.transit} ${line.text}`).not.toMatch(unfilled);
      if (line.code !== 'retrograde') expect(line.dates).toMatch(/\d\d-\d\d \d\d:\d\d/);
    }
  });

  it('words a day’s transits, each with its body’s pace and whether it is exact that day, and a synastry by area', () => {
    const lines = transitReading(transits, texts, 'Asia/Shanghai', ...DAY);
    for (const [i, line] of lines.entries()) {
      expect(`${line.transit} ${line.text}`).not.toMatch(unfilled);
      expect(line.text).toContain(texts.transits.pace[transits[i]!.transiting]);
    }
    // The solar return is exact that day, and the line says when on the chart's clock.
    const sunReturn = lines[transits.findIndex((t) => t.transiting === 'sun' && t.natal === 'sun')]!;
    expect(sunReturn.code).toBe('transit.conjunction.exact');
    expect(sunReturn.text).toMatch(/06-15 \d\d:\d\d/);
    // Not exact that day: still closing in, or already past.
    for (const [i, line] of lines.entries()) {
      const t = transits[i]!;
      const exact = t.exactUtcMs.some((ms) => ms >= DAY[0] && ms < DAY[1]);
      const phase = exact ? 'exact' : t.applying ? 'applying' : 'separating';
      expect(line.code.endsWith(phase)).toBe(true);
      if (!exact) expect(line.text).toContain(texts.transits.phase[phase]);
    }
    const areas = synastryReading(synastry(known, partner), texts);
    expect(areas).toHaveLength(5);
    for (const area of areas) {
      expect(area.text).not.toMatch(unfilled);
      for (const aspect of area.aspects) expect(aspect.text).not.toMatch(unfilled);
    }
  });
});
