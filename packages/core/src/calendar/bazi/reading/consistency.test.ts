/**
 * The consistency rules of one 八字 judgement (issue 29, point 1), held over 10,000 random
 * births 1900–2100: one score whose parts add up, one five-step verdict from it.
 */
import { describe, expect, it } from 'vitest';
import { baziChart } from '../chart';
import { randomDate, seeded } from '../../test-random';
import { baziReading } from './reading';
import { levelOf } from './strength';
import type { BaziReading } from './types';

const random = seeded(2026);
const readings: { label: string; reading: BaziReading }[] = Array.from({ length: 10_000 }, () => {
  const [year, month, day] = randomDate(random, 1900, 2100);
  const hour = Math.floor(random() * 24);
  const minute = Math.floor(random() * 60);
  const gender = random() < 0.5 ? 'male' : 'female';
  const chart = baziChart({ year, month, day, hour, minute, gender, ziSect: 'nextDay' });
  return {
    label: `${year}-${month}-${day} ${hour}:${minute} ${gender} ${chart.eightChar}`,
    reading: baziReading(chart, { year: 2026, month: 6, day: 1 }),
  };
});

describe('one judgement over 10,000 random births', () => {
  it('gives one score whose supporting parts add up to it and whose opposing parts add up to the rest', () => {
    for (const { label, reading } of readings) {
      const { score, parts } = reading.strength;
      expect(parts.season + parts.roots + parts.stems, label).toBe(score);
      expect(parts.officer + parts.output + parts.wealth, label).toBe(100 - score);
      expect(Math.min(...Object.values(parts)), label).toBeGreaterThanOrEqual(0);
    }
  });

  it('names the one five-step verdict its score falls in', () => {
    for (const { label, reading } of readings) expect(reading.strength.level, label).toBe(levelOf(reading.strength.score));
  });
});
