import { describe, expect, it } from 'vitest';
import { pillarRelations } from './relations';

const natal = (pillars: string) =>
  pillars.split(' ').map((ganZhi, i) => ({ label: ['year', 'month', 'day', 'hour'][i]!, ganZhi }));
const texts = (pillars: string) =>
  pillarRelations(natal(pillars))
    .map((r) => `${r.kind}:${r.text}:${r.pillars.join(',')}`)
    .sort();

describe('pillarRelations', () => {
  it('finds 五合, 天干冲, 六合, 半合, 刑 and 破 in 甲子 己巳 庚申 丙子', () => {
    expect(texts('甲子 己巳 庚申 丙子')).toEqual(
      [
        '天干五合:甲己合土:year,month',
        '天干相冲:甲庚冲:year,day',
        '半合:申子半合水局:year,day',
        '半合:申子半合水局:day,hour',
        '地支六合:巳申合水:month,day',
        '六破:巳申破:month,day',
        '相刑:巳申相刑:month,day',
      ].sort(),
    );
  });

  it('reports a complete 寅巳申 三刑 once instead of its pairs, next to 冲, 害, 合 and 破', () => {
    expect(texts('戊寅 丁巳 庚申 丙戌')).toEqual(
      [
        '三刑:寅巳申三刑:year,month,day',
        '六冲:寅申冲:year,day',
        '六害:寅巳害:year,month',
        '地支六合:巳申合水:month,day',
        '六破:巳申破:month,day',
      ].sort(),
    );
  });

  it('finds a 三会 方 and 戊癸合火 in 癸亥 甲子 乙丑 戊寅', () => {
    expect(texts('癸亥 甲子 乙丑 戊寅')).toEqual(
      [
        '三会:亥子丑三会水局:year,month,day',
        '地支六合:子丑合土:month,day',
        '地支六合:寅亥合木:year,hour',
        '六破:寅亥破:year,hour',
        '天干五合:戊癸合火:year,hour',
      ].sort(),
    );
  });

  it('lists every holder of a complete 三合 and drops its 半合 pairs', () => {
    expect(texts('壬申 壬子 庚辰 丙子')).toEqual(
      ['三合:申子辰三合水局:year,month,day,hour', '天干相冲:丙壬冲:year,hour', '天干相冲:丙壬冲:month,hour'].sort(),
    );
  });

  it('finds 自刑, 六冲 and 子卯相刑, and nothing in a quiet chart', () => {
    expect(texts('庚辰 戊寅 壬辰 庚戌')).toEqual(
      ['自刑:辰辰自刑:year,day', '六冲:辰戌冲:year,hour', '六冲:辰戌冲:day,hour'].sort(),
    );
    expect(texts('丁卯 壬子 己巳 己巳')).toContain('相刑:子卯相刑:year,month');
    expect(texts('庚午 辛巳 庚辰 辛巳')).toEqual([]);
  });

  it('accepts other labels, e.g. a 大运 pillar against the natal day', () => {
    expect(
      pillarRelations([
        { label: 'day', ganZhi: '庚午' },
        { label: 'decade', ganZhi: '甲子' },
      ]),
    ).toEqual([
      { kind: '天干相冲', pillars: ['day', 'decade'], stems: ['甲', '庚'], text: '甲庚冲' },
      { kind: '六冲', pillars: ['day', 'decade'], branches: ['子', '午'], text: '子午冲' },
    ]);
    expect(() => pillarRelations([{ label: 'x', ganZhi: '甲丑' }])).toThrow(RangeError);
  });

  it('names the stems or branches each relation joins, in the order its text gives them', () => {
    const charts = [
      '甲子 己巳 庚申 丙子',
      '戊寅 丁巳 庚申 丙戌',
      '癸亥 甲子 乙丑 戊寅',
      '壬申 壬子 庚辰 丙子',
      '庚辰 戊寅 壬辰 庚戌',
    ];
    const found = charts.flatMap((chart) => pillarRelations(natal(chart)));
    expect(found.find((r) => r.kind === '天干五合')).toMatchObject({ stems: ['甲', '己'] });
    expect(found.find((r) => r.kind === '三刑')).toMatchObject({ branches: ['寅', '巳', '申'] });
    expect(found.find((r) => r.kind === '自刑')).toMatchObject({ branches: ['辰', '辰'] });
    for (const relation of found) {
      const members = 'stems' in relation ? relation.stems : relation.branches;
      expect(relation.text.startsWith(members.join('')), relation.text).toBe(true);
    }
  });
});
