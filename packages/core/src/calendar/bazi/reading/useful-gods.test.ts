import { describe, expect, it } from 'vitest';
import { baziChart } from '../chart';
import { randomDate, seeded } from '../../test-random';
import { baziReading } from './reading';
import type { BaziReading, GodCategory } from './types';

const HELPERS: readonly GodCategory[] = ['peer', 'resource'];
const PRESSURES: readonly GodCategory[] = ['output', 'wealth', 'officer'];
const FOLLOW = ['followWealth', 'followOfficer', 'followOutput', 'followPower'];
const DOMINANT = ['quZhi', 'yanShang', 'jiaSe', 'congGe', 'runXia'];

/** 用神 of the given kinds whose stated reason is anything but 调候. */
const usefulWithoutClimate = (reading: BaziReading, kinds: readonly GodCategory[]) =>
  reading.elements.useful.filter(
    (role) => kinds.includes(role.category) && !role.reason.code.startsWith('balance.climate.'),
  );

describe('喜用 and 忌 agree with the strength verdict, over 2,000 seeded births', () => {
  const random = seeded(18);
  const readings = Array.from({ length: 2000 }, () => {
    const [year, month, day] = randomDate(random, 1900, 2100);
    const hour = Math.floor(random() * 24);
    const minute = Math.floor(random() * 60);
    const gender = random() < 0.5 ? 'male' : 'female';
    const chart = baziChart({ year, month, day, hour, minute, gender, ziSect: 'nextDay' });
    return {
      label: `${year}-${month}-${day} ${hour}:${minute} ${chart.eightChar}`,
      reading: baziReading(chart, { year: 2026, month: 1, day: 1 }),
    };
  });

  it('never gives a strong chart 印 or 比劫 as 用神 unless 调候 is the reason (专旺 excepted: it goes with its strength)', () => {
    for (const { label, reading } of readings) {
      if (!['strong', 'veryStrong'].includes(reading.strength.level) || DOMINANT.includes(reading.pattern.code))
        continue;
      expect(usefulWithoutClimate(reading, HELPERS), label).toEqual([]);
    }
  });

  it('never gives a weak chart 食伤, 财 or 官杀 as 用神 unless 调候 is the reason (从格 excepted: it follows them)', () => {
    for (const { label, reading } of readings) {
      if (!['weak', 'veryWeak'].includes(reading.strength.level) || FOLLOW.includes(reading.pattern.code)) continue;
      expect(usefulWithoutClimate(reading, PRESSURES), label).toEqual([]);
    }
  });

  it('never lists one element as both 喜用 and 忌, and always names a 用神 and a 忌神', () => {
    for (const { label, reading } of readings) {
      const welcome = [...reading.elements.useful, ...reading.elements.favourable].map((role) => role.element);
      const avoided = reading.elements.unfavourable.map((role) => role.element);
      expect(
        welcome.filter((element) => avoided.includes(element)),
        label,
      ).toEqual([]);
      expect(reading.elements.useful.length, label).toBeGreaterThan(0);
      expect(avoided.length, label).toBeGreaterThan(0);
    }
  });

  it('keeps 调候 out of 从格 and 专旺, which go wholly with their force', () => {
    for (const { label, reading } of readings) {
      if (![...FOLLOW, ...DOMINANT].includes(reading.pattern.code)) continue;
      expect(
        reading.elements.useful.map((role) => role.reason.code),
        label,
      ).not.toContainEqual(expect.stringMatching(/climate/));
    }
  });
});
