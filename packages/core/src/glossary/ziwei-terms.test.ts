import { describe, expect, it } from 'vitest';
import { randomDate, seeded } from '../calendar/test-random';
import { ziweiChart, ziweiHoroscope, type ZiweiInput } from '../calendar/ziwei';
import { TermCollector } from './test-support';
import { ZIWEI_GLOSSARY } from './ziwei-glossary';

const BIRTHS = 200;

describe('the 紫微斗数 glossary', () => {
  // Plain iztro here (the translation memo is the server's): some 10 ms a chart, more on a busy machine.
  it(`renders every star, palace, brightness, 四化 and 五行局 of ${BIRTHS} seeded charts in all eleven languages`, () => {
    const terms = new TermCollector(ZIWEI_GLOSSARY);
    const random = seeded(1919);
    for (let n = 0; n < BIRTHS; n += 1) {
      const [year, month, day] = randomDate(random, 1901, 2099);
      const input: ZiweiInput = {
        date: `${year}-${month}-${day}`,
        hourIndex: Math.floor(random() * 13),
        gender: random() < 0.5 ? 'male' : 'female',
      };
      const chart = ziweiChart(input);
      terms.add('zodiac', chart.zodiac);
      terms.add('star', chart.soul, chart.body);
      terms.add('elementClass', chart.fiveElementsClass);
      for (const palace of chart.palaces) {
        terms.add('palace', palace.name);
        terms.add('stem', palace.heavenlyStem);
        terms.add('branch', palace.earthlyBranch);
        for (const star of [...palace.majorStars, ...palace.minorStars, ...palace.adjectiveStars]) {
          terms.add('star', star.name);
          if (star.brightness) terms.add('brightness', star.brightness);
          if (star.mutagen) terms.add('mutagen', star.mutagen);
        }
      }
      const horoscope = ziweiHoroscope(input, { date: `${year + 1 + (n % 80)}-6-1` });
      for (const period of [horoscope.decadal, horoscope.age, horoscope.yearly]) {
        terms.add('palace', period.name, ...period.palaceNames);
        terms.add('star', ...period.mutagen);
      }
    }
    expect(terms.missing()).toEqual([]);
    expect(terms.count('palace')).toBeGreaterThanOrEqual(12);
    expect(terms.count('brightness')).toBe(7);
    expect(terms.count('mutagen')).toBe(4);
    expect(terms.count('elementClass')).toBe(5);
  }, 120_000);
});
