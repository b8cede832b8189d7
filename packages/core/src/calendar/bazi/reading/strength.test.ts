import { describe, expect, it } from 'vitest';
import { chartCombinations } from './combinations';
import { chartFacts } from './facts';
import { dayMasterStrength, levelOf } from './strength';
import { chartOf } from './test-support';

const pillarsOf = (eightChar: string) => {
  const [year, month, day, hour] = eightChar.split(' ').map((p) => ({ stem: p[0]!, branch: p[1]! }));
  return { year: year!, month: month!, day: day!, hour: hour! };
};
const strengthOf = (birth: string) => dayMasterStrength(chartFacts(chartOf(birth)));

describe('合 and 冲 change the pieces before they are weighed', () => {
  it('turns a complete 三合 into its element, unless a branch outside clashes its peak', () => {
    const whole = chartCombinations(pillarsOf('甲申 丙子 戊辰 甲寅'));
    expect(whole.branchElement).toEqual({ year: '水', month: '水', day: '水' });
    expect(whole.found).toContainEqual({
      kind: 'bureau',
      relation: { kind: '三合', branches: ['申', '子', '辰'] },
      element: '水',
    });
    // 午 clashes 子, the peak: no bureau, and the clash shakes 子 (the month: 0.9 apart) and 午.
    const broken = chartCombinations(pillarsOf('甲申 丙子 戊辰 戊午'));
    expect(broken.branchElement).toEqual({});
    expect(broken.branchHold).toEqual({ year: 1, month: 0.9, day: 1, hour: 0.75 });
  });

  it('transforms 丁壬 into 木 in a 寅 month with nothing controlling 木 (1967-02-10 18:29: 丁未 壬寅 乙巳 乙酉)', () => {
    const facts = chartFacts(chartOf('1967-02-10 18:29 male'));
    expect(facts.combinations).toEqual([
      { kind: 'stemsTransform', relation: { kind: '天干五合', stems: ['丁', '壬'] }, element: '木' },
    ]);
    expect(facts.pieces.filter((p) => p.place === 'stem' && p.pillar !== 'hour').map((p) => p.category)).toEqual([
      'peer',
      'peer',
    ]);
  });

  it('only binds a 合 whose 化神 is out of season, controlled or contested', () => {
    // 甲己 in a 亥 month: 土 is not the month's element, so both stems count half.
    expect(chartCombinations(pillarsOf('甲子 己亥 丙寅 丙申')).stemHold).toMatchObject({ year: 0.5, month: 0.5 });
    // 丁壬 in a 寅 month, but the hour 辛 (金) controls 木.
    expect(chartCombinations(pillarsOf('丁未 壬寅 乙巳 辛巳')).found[0]).toMatchObject({ kind: 'stemsBound' });
    // 丁壬 in a 寅 month, but a second 丁 competes for 壬 (争合).
    expect(chartCombinations(pillarsOf('丁未 壬寅 乙巳 丁亥')).found.map((c) => c.kind)).toContain('stemsBound');
  });

  it('transforms 辰酉 into 金 in a 酉 month when 金 shows (1931-09-10 15:59: 辛未 丁酉 戊辰 庚申)', () => {
    const { combinations } = chartFacts(chartOf('1931-09-10 15:59 female'));
    expect(combinations).toEqual([
      { kind: 'branchesTransform', relation: { kind: '地支六合', branches: ['辰', '酉'] }, element: '金' },
    ]);
  });

  it('shakes clashed neighbours by half and the month branch less', () => {
    expect(chartCombinations(pillarsOf('甲子 丙午 戊子 甲寅')).branchHold).toEqual({
      year: 0.5,
      month: 0.8 * 0.8,
      day: 0.5,
      hour: 1,
    });
  });
});

describe('dayMasterStrength: one score from 得令, 得地, 得势 against 克泄耗', () => {
  it('weighs 庚申 庚辰 戊申 乙卯 (1980-04-05 05:30) as weak: the season helps, but 金 drains and 木 controls', () => {
    // 戊 in 辰: 土 旺, the season and 辰's 戊 (28); only 申's 余气 戊 roots it (2); no stem helps (0).
    // 庚 庚 申 申 drain 35, 乙卯 controls 26, 壬 and 癸 spend 9: 30, 偏弱.
    const strength = strengthOf('1980-04-05 05:30 male');
    expect(strength).toMatchObject({ score: 30, level: 'weak', season: 'prosperous' });
    expect(strength.parts).toEqual({ season: 28, roots: 2, stems: 0, officer: 26, output: 35, wealth: 9 });
  });

  it('gives 己丑 丁丑 己未 戊辰 (1950-01-24 07:30), all 土 with 丁 feeding it, a very strong score', () => {
    expect(strengthOf('1950-01-24 07:30 male')).toMatchObject({ level: 'veryStrong', season: 'prosperous' });
  });

  it('puts the verdict in five steps by the score', () => {
    expect([0, 24, 25, 39, 40, 51, 52, 67, 68, 100].map(levelOf)).toEqual([
      'veryWeak',
      'veryWeak',
      'weak',
      'weak',
      'balanced',
      'balanced',
      'strong',
      'strong',
      'veryStrong',
      'veryStrong',
    ]);
  });
});
