/**
 * The consistency rules of one 八字 judgement (issue 29, point 1), held over 10,000 random
 * births 1900–2100: one score whose parts add up, one five-step verdict from it, and 用神
 * that agree with it unless their basis says why.
 */
import { describe, expect, it } from 'vitest';
import { baziChart } from '../chart';
import { randomDate, seeded } from '../../test-random';
import { baziReading } from './reading';
import { levelOf } from './strength';
import type { BaziReading, GodCategory, UsefulBasis } from './types';

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
    for (const { label, reading } of readings)
      expect(reading.strength.level, label).toBe(levelOf(reading.strength.score));
  });
});

/** Bases that may go against 扶抑, each saying why in its reason: 调候, 通关, or a special frame's force. */
const EXEMPT: readonly UsefulBasis[] = ['climate', 'bridge', 'follow', 'dominant'];
const HELPERS: readonly GodCategory[] = ['peer', 'resource'];
const PRESSURES: readonly GodCategory[] = ['output', 'wealth', 'officer'];
const SPECIAL = [
  'followWealth',
  'followOfficer',
  'followOutput',
  'followPower',
  'quZhi',
  'yanShang',
  'jiaSe',
  'congGe',
  'runXia',
];
const REASON_OF_BASIS: Readonly<Record<UsefulBasis, RegExp>> = {
  pattern: /^balance\.pattern\./,
  support: /^balance\.weak/,
  restraint: /^balance\.strong/,
  climate: /^balance\.climate\./,
  bridge: /^balance\.bridge$/,
  follow: /^balance\.follow/,
  dominant: /^balance\.dominant$/,
};

describe('用神 agree with the one judgement over the same 10,000 births', () => {
  const usefulOf = (reading: BaziReading, kinds: readonly GodCategory[]) =>
    reading.elements.useful.filter((role) => kinds.includes(role.category) && !EXEMPT.includes(role.basis));

  it('never gives a strong chart 印 or 比劫, nor a weak one 食伤, 财 or 官杀, as 用神 unless its basis says why', () => {
    for (const { label, reading } of readings) {
      const { level } = reading.strength;
      if (level === 'strong' || level === 'veryStrong') expect(usefulOf(reading, HELPERS), label).toEqual([]);
      if (level === 'weak' || level === 'veryWeak') expect(usefulOf(reading, PRESSURES), label).toEqual([]);
    }
  });

  it('gives every element a basis whose reason states it', () => {
    for (const { label, reading } of readings) {
      const { useful, favourable, unfavourable } = reading.elements;
      expect(useful.length, label).toBeGreaterThan(0);
      for (const role of useful) expect(role.reason.code, label).toMatch(REASON_OF_BASIS[role.basis]);
      for (const role of [...favourable, ...unfavourable]) expect(role.basis, label).toBe(useful[0]!.basis);
    }
  });

  it('never lists one element as both welcome and avoided', () => {
    for (const { label, reading } of readings) {
      const welcome = [...reading.elements.useful, ...reading.elements.favourable].map((role) => role.element);
      const avoided = reading.elements.unfavourable.map((role) => role.element);
      expect(
        welcome.filter((element) => avoided.includes(element)),
        label,
      ).toEqual([]);
    }
  });

  it('takes an even chart’s 用神 from its 格局, not from the scarcest element', () => {
    for (const { label, reading } of readings) {
      if (reading.strength.level !== 'balanced' || SPECIAL.includes(reading.pattern.code)) continue;
      expect(reading.elements.useful[0]!.basis, label).toBe('pattern');
    }
  });

  it('lets a 从格 or 专旺 chart go wholly with its force: no 调候 or 通关 added', () => {
    for (const { label, reading } of readings) {
      if (!SPECIAL.includes(reading.pattern.code)) continue;
      expect(
        reading.elements.useful.map((role) => role.basis),
        label,
      ).toEqual([reading.pattern.code.startsWith('follow') ? 'follow' : 'dominant']);
    }
  });

  it('never names a yin day master’s frame 阳刃格', () => {
    for (const { label, reading } of readings) {
      if (reading.pattern.code === 'yangRen') expect(label, label).toMatch(/ [甲丙戊庚壬]. \S+$/);
    }
  });
});

/** Texts that speak well of a kind of ten god, and the kind. */
const PRAISE: Readonly<Partial<Record<string, GodCategory>>> = {
  'personality.output': 'output',
  'personality.officer': 'officer',
  'personality.resource': 'resource',
  'career.officer': 'officer',
  'career.output': 'output',
  'career.wealth': 'wealth',
  'career.resource': 'resource',
  'career.peer': 'peer',
  'wealth.strongCarries': 'wealth',
};
/** An area's one general line: said whatever the chart. */
const GENERAL = /\.general$/;

describe('area texts agree with the judgement over the same 10,000 births', () => {
  it('never praises a kind of ten god the chart holds as 忌', () => {
    for (const { label, reading } of readings) {
      const avoided = reading.elements.unfavourable.map((role) => role.category);
      const notes = Object.values(reading.areas).flat();
      for (const note of notes) {
        const kind =
          note.code === 'relationships.starWelcome'
            ? label.includes(' male ')
              ? 'wealth'
              : 'officer'
            : PRAISE[note.code];
        if (kind) expect(avoided, `${label}: ${note.code}`).not.toContain(kind);
      }
      if (notes.some((note) => note.code === 'wealth.outputFeeds')) {
        expect(avoided, label).not.toContain('output');
        expect(avoided, label).not.toContain('wealth');
      }
    }
  });

  it('says at most one general line per area, and every other line because of the chart', () => {
    for (const { label, reading } of readings) {
      for (const [area, notes] of Object.entries(reading.areas)) {
        expect(notes.filter((note) => GENERAL.test(note.code)).length, `${label}: ${area}`).toBeLessThanOrEqual(1);
        expect(notes.length, `${label}: ${area}`).toBeGreaterThan(0);
      }
      const career = reading.areas.career.map((note) => note.code);
      if (career.includes('career.general')) expect(career, label).toEqual(['career.general']);
    }
  });

  it('reads the partner star by gender: 财 for a man, 官杀 for a woman', () => {
    for (const { label, reading } of readings) {
      const star = reading.areas.relationships
        .map((note) => note.code)
        .filter((code) => /^relationships\.(male|female)\.star/.test(code));
      expect(star.length, label).toBe(1);
      expect(star[0], label).toContain(label.includes(' male ') ? '.male.' : '.female.');
    }
  });
});
