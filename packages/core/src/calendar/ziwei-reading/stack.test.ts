import { describe, expect, it } from 'vitest';
import { ziweiChart, ziweiHoroscope, type ZiweiInput } from '../ziwei';
import { ziweiReading } from './reading';

const readingOf = (input: ZiweiInput, on = '2026-7-1') =>
  ziweiReading(ziweiChart(input), ziweiHoroscope(input, { date: on }));
const birth = (date: string, hourIndex: number, gender: ZiweiInput['gender']): ZiweiInput => ({
  date,
  hourIndex,
  gender,
});

/** Every text code the two periods and their stack print, in page order. */
const periodCodes = (reading: ReturnType<typeof readingOf>) =>
  [reading.decadal, reading.yearly].flatMap((p) => (p ? [...p.codes, ...p.mutagens.flatMap((m) => m.codes)] : []));

describe('大限 and 流年 read together', () => {
  it('names the year’s palace in the decade’s frame: 2026 (丙午) for A is the 庚辰 decade’s 福德', () => {
    const { stack, decadal, yearly } = readingOf(birth('2000-8-16', 2, 'female'));
    expect(decadal?.palace).toBe('spouse');
    expect(yearly?.palace).toBe('soul');
    // 廉贞 化忌 (丙) stands in 戌, opposite the decade's 命宫 in 辰.
    expect(stack).toEqual({ samePalace: false, yearInDecade: 'spirit', codes: ['stack.jiClashesDecade'] });
  });

  it('reads a year on the decade’s own 命宫 (叠宫) once: the year repeats none of the decade’s texts', () => {
    const reading = readingOf(birth('1989-10-14', 7, 'female'));
    expect(reading.decadal?.index).toBe(reading.yearly?.index);
    expect(reading.stack).toMatchObject({ samePalace: true, yearInDecade: 'soul' });
    expect(reading.stack?.codes).toContain('stack.samePalace');
    expect(reading.yearly?.codes).toEqual([]);
    const codes = periodCodes(reading);
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each([
    ['stack.jiEntersDecade', birth('1988-5-1', 0, 'female')],
    ['stack.jiEntersNatal', birth('1998-4-3', 0, 'female')],
    ['stack.jiClashesNatal', birth('1995-7-9', 6, 'female')],
    ['stack.decadeJiClashesNatal', birth('1989-5-24', 3, 'male')],
    ['stack.doubleJi', birth('1961-4-3', 1, 'male')],
    ['stack.luEntersDecade', birth('1990-12-5', 3, 'female')],
  ])('%s for %o in 2026', (code, input) => {
    expect(readingOf(input).stack?.codes).toContain(code);
  });

  it('names the natal 命宫 apart only when the decade opens elsewhere (no 化忌 text twice)', () => {
    // A's first decade (ages 3–12, 2005) opens on the natal 命宫 itself.
    const early = readingOf(birth('2000-8-16', 2, 'female'), '2005-7-1');
    expect(early.decadal?.palace).toBe('soul');
    expect(early.stack?.codes.filter((c) => c.endsWith('Natal'))).toEqual([]);
  });

  it('has no stack without a horoscope', () => {
    expect(ziweiReading(ziweiChart(birth('2000-8-16', 2, 'female')), null).stack).toBeNull();
  });
});
