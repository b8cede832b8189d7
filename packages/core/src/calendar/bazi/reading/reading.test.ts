import { describe, expect, it } from 'vitest';
import { baziReading } from './reading';
import { chartOf, codesOf } from './test-support';

const AT = { year: 2026, month: 6, day: 1 };

describe('baziReading: golden readings', () => {
  it('reads 庚午 辛巳 庚辰 辛巳 (1990-05-15 10:30) as a 庚 just past even, pressed by 火 and held up by its 比劫', () => {
    // 庚 in 巳: 火 controls 金 (死); of the month only 巳's 戊 and 庚 help (5). Roots: 辰's 戊 and 庚 in
    // the day branch, 午's 己 (17). Stems: 庚 辛 辛 (31). 53 of 100: 偏强 by a point, with 官杀 at 40.
    const reading = baziReading(chartOf('1990-05-15 10:30 male'), AT);
    expect(reading.strength).toMatchObject({
      score: 53,
      level: 'strong',
      season: 'dead',
      parts: { season: 5, roots: 17, stems: 31, officer: 40, output: 2, wealth: 5 },
    });
    // 巳's 本气 丙 is 七杀; the 庚 that shows is the day master's own kind and forms no frame.
    expect(reading.pattern.code).toBe('qiSha');
    expect(codesOf(reading).slice(0, 6)).toEqual([
      'pattern:qiSha',
      'strength.season.dead',
      'strength.roots.found',
      'strength.stems.found',
      'strength.against',
      'pattern.reason.main',
    ]);
    expect(reading.fortune.decade?.ganZhi).toBe('甲申');
    expect(reading.fortune.years.map((y) => `${y.year}${y.ganZhi}`)).toEqual(['2026丙午', '2027丁未']);
  });

  it('reads 己亥 戊辰 戊辰 乙卯 (1959-04-16 05:40) as a strong 戊 crowded by 比劫, using 木 (官杀) to give it shape', () => {
    // 戊 in 辰: 土 旺 (28); root 戊 in the day's 辰 (10); stems 己 戊 (20): 58, 偏强; 乙卯 presses with 34.
    const reading = baziReading(chartOf('1959-04-16 05:40 female'), AT);
    expect(reading.strength).toMatchObject({ score: 58, level: 'strong', season: 'prosperous' });
    expect(reading.strength.parts).toEqual({ season: 28, roots: 10, stems: 20, officer: 34, output: 0, wealth: 8 });
    // 辰's 本气 戊 is the day master's own kind; its 中气 乙 (正官) shows in the hour and sets the frame.
    expect(reading.pattern).toMatchObject({ code: 'zhengGuan', reasons: [{ code: 'pattern.reason.shown' }] });
    expect(reading.elements.useful.map((r) => r.element)).toEqual(['木']);
    expect(reading.elements.unfavourable.map((r) => r.element)).toEqual(['土', '火']);
    // 乙亥 brings 木 and 水, both welcome; 丙午 and 丁未 bring 火 and 土, both 忌.
    expect(reading.fortune.decade?.notes.map((n) => n.code)).toEqual(['fortune.tenGods', 'fortune.flow.good']);
    expect(reading.fortune.years.map((y) => y.notes.map((n) => n.code).at(-1))).toEqual([
      'fortune.flow.hard',
      'fortune.flow.hard',
    ]);
  });

  it('is plain JSON', () => {
    const reading = baziReading(chartOf('1990-05-15 10:30 male'), AT);
    expect(JSON.parse(JSON.stringify(reading))).toEqual(reading);
  });
});
