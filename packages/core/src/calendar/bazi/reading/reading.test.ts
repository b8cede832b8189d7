import { describe, expect, it } from 'vitest';
import { baziReading } from './reading';
import { chartOf, codesOf } from './test-support';

const AT = { year: 2026, month: 6, day: 1 };

describe('baziReading: golden readings', () => {
  it('reads 庚午 辛巳 庚辰 辛巳 (1990-05-15 10:30) as a balanced 庚 in a 七杀 month, short of 水', () => {
    // 庚 in 巳: 火 controls 金, 失令 (0); roots 己 庚 戊 in 午 巳 辰 巳 (24); stems 庚 辛 辛 (30): 54, 中和.
    const reading = baziReading(chartOf('1990-05-15 10:30 male'), AT);
    expect(reading.strength).toMatchObject({ score: 54, level: 'balanced', season: 'dead' });
    // 巳's 本气 丙 is 七杀; the 庚 that shows is the day master's own kind and forms no frame.
    expect(reading.pattern.code).toBe('qiSha');
    // 木 and 水 count one each; the tie goes to 水, the 食伤 that carries 庚 onward — which is also
    // what a summer birth calls for, so 调候 adds nothing.
    expect(reading.elements.useful.map((r) => `${r.element}:${r.reason.code}`)).toEqual(['水:balance.balancedScarce']);
    expect(reading.elements.unfavourable.map((r) => r.element)).toEqual(['金']);
    expect(codesOf(reading)).toEqual([
      'pattern:qiSha',
      'strength.season.dead',
      'strength.roots.found',
      'strength.stems.found',
      'pattern.reason.main',
      'balance.balancedScarce',
      'balance.balancedExcess',
      'personality.element.金',
      'personality.officer',
      'personality.resource',
      'personality.peer',
      'career.peer',
      'career.general',
      'wealth.peersShare',
      'wealth.little',
      'wealth.general',
      'relationships.peers',
      'relationships.officer',
      'relationships.general',
      'health.element.金',
      'health.general',
      'fortune.stemClash.day',
      'fortune.combine.month',
      'fortune.flow.leanHard',
      'fortune.flow.even',
    ]);
    expect(reading.fortune.decade?.ganZhi).toBe('甲申');
    expect(reading.fortune.years.map((y) => `${y.year}${y.ganZhi}`)).toEqual(['2026丙午', '2027丁未']);
  });

  it('reads 己亥 戊辰 戊辰 乙卯 (1959-04-16 05:40) as a strong 戊 crowded by 比劫, using 木 (官杀) to give it shape', () => {
    // 戊 in 辰: 得令 (40); root 戊 in the day's 辰 (10); stems 己 戊 (20): 70, 偏强.
    const reading = baziReading(chartOf('1959-04-16 05:40 female'), AT);
    expect(reading.strength).toMatchObject({ score: 70, level: 'strong', season: 'prosperous' });
    // 辰's 本气 戊 is the day master's own kind, so its 中气 乙 (正官) sets the frame.
    expect(reading.pattern).toMatchObject({ code: 'zhengGuan', reasons: [{ code: 'pattern.reason.peerMonth' }] });
    expect(reading.elements.useful.map((r) => r.element)).toEqual(['木']);
    expect(reading.elements.favourable.map((r) => r.element)).toEqual(['金', '水']);
    expect(reading.elements.unfavourable.map((r) => r.element)).toEqual(['土', '火']);
    expect(reading.areas).toEqual({
      personality: [
        { code: 'personality.element.土' },
        { code: 'personality.officer' },
        { code: 'personality.peer' },
        { code: 'personality.strong' },
      ],
      career: [{ code: 'career.officer' }, { code: 'career.peer' }, { code: 'career.general' }],
      wealth: [{ code: 'wealth.strongCarries' }, { code: 'wealth.peersShare' }, { code: 'wealth.general' }],
      relationships: [
        { code: 'relationships.peers' },
        { code: 'relationships.officer' },
        { code: 'relationships.general' },
      ],
      health: [{ code: 'health.element.土' }, { code: 'health.strong' }, { code: 'health.general' }],
    });
    // 乙亥 brings 木 and 水, both welcome; 丙午 and 丁未 bring 火 and 土, both 忌.
    expect(reading.fortune.decade?.notes.map((n) => n.code)).toEqual(['fortune.flow.good']);
    expect(reading.fortune.years.map((y) => y.notes.map((n) => n.code))).toEqual([
      ['fortune.flow.hard'],
      ['fortune.flow.hard'],
    ]);
  });

  it('is plain JSON', () => {
    const reading = baziReading(chartOf('1990-05-15 10:30 male'), AT);
    expect(JSON.parse(JSON.stringify(reading))).toEqual(reading);
  });
});
