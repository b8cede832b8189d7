import { describe, expect, it } from 'vitest';
import { ziweiChart, type ZiweiInput } from '../ziwei';
import { boardOf } from './board';
import { detectPatterns } from './detect-patterns';
import { PATTERN_SOURCES, PATTERNS, type PatternId } from './patterns';
import { sanFangOf } from './san-fang';

type Birth = readonly [date: string, hourIndex: number, gender: ZiweiInput['gender']];

const patternsOf = ([date, hourIndex, gender]: Birth) => {
  const chart = ziweiChart({ date, hourIndex, gender });
  const soul = chart.palaces.find((p) => p.name === '命宫')!;
  return detectPatterns(boardOf(chart), soul.index);
};
const ids = (birth: Birth) => patternsOf(birth).map((p) => p.id);

// For each pattern: a birth whose iztro chart forms it, and one that does not. Where one
// exists, the second meets the pattern's first condition and fails a later one.
const CASES: readonly (readonly [PatternId, Birth, Birth])[] = [
  ['shaPoLang', ['1981-11-26', 0, 'female'], ['1985-4-16', 11, 'female']],
  ['jiYueTongLiang', ['1973-8-20', 2, 'male'], ['1985-4-16', 11, 'female']],
  ['ziFuTongGong', ['1963-6-22', 4, 'male'], ['1985-4-16', 11, 'female']],
  ['riYueFanBei', ['1951-1-19', 11, 'female'], ['1994-1-10', 1, 'female']],
  ['huoTan', ['1989-1-6', 9, 'female'], ['1981-11-26', 0, 'female']],
  ['lingTan', ['2000-4-17', 0, 'female'], ['1981-11-26', 0, 'female']],
  ['yangTuoJiaJi', ['1951-1-1', 4, 'male'], ['1983-3-13', 6, 'male']],
  ['fuXiangChaoYuan', ['2004-2-10', 1, 'female'], ['1985-4-16', 11, 'female']],
  ['shiZhongYinYu', ['1955-12-15', 6, 'female'], ['1983-12-13', 11, 'male']],
  ['mingZhuChuHai', ['1977-2-7', 6, 'female'], ['1967-11-17', 4, 'female']],
  ['riYueBingMing', ['1962-10-19', 9, 'female'], ['1972-4-23', 3, 'female']],
  ['junChenQingHui', ['1963-6-22', 4, 'male'], ['1975-5-15', 3, 'male']],
  ['luMaJiaoChi', ['1964-7-10', 11, 'female'], ['1985-4-16', 11, 'female']],
  ['zuoYouJiaMing', ['1957-6-2', 11, 'male'], ['1985-4-16', 11, 'female']],
  ['changQuJiaMing', ['1961-9-17', 8, 'male'], ['1985-4-16', 11, 'female']],
  ['riYueJiaMing', ['1973-1-9', 0, 'male'], ['1985-4-16', 11, 'female']],
  ['wenXingGongMing', ['1985-7-13', 3, 'male'], ['1985-4-16', 11, 'female']],
  ['zuoYouTongGong', ['1968-5-16', 10, 'female'], ['1985-4-16', 11, 'female']],
  ['kuiYueJiaMing', ['1984-1-12', 9, 'male'], ['1985-4-16', 11, 'female']],
  ['riZhaoLeiMen', ['1969-1-27', 10, 'male'], ['1985-4-16', 11, 'female']],
  ['yueLangTianMen', ['1962-4-14', 5, 'male'], ['1985-11-21', 11, 'male']],
  ['jiXiangLiMing', ['1977-8-24', 2, 'female'], ['1975-5-15', 3, 'male']],
  ['qiShaChaoDou', ['1974-12-27', 10, 'male'], ['1952-2-19', 9, 'male']],
  ['sanQiJiaHui', ['1968-1-11', 1, 'male'], ['1985-4-16', 11, 'female']],
  ['shuangLuChaoYuan', ['2006-4-25', 7, 'female'], ['1959-5-14', 3, 'male']],
  ['kongJieJiaMing', ['1994-1-10', 1, 'female'], ['1985-4-16', 11, 'female']],
  ['huoLingJiaMing', ['1990-4-22', 7, 'female'], ['1985-4-16', 11, 'female']],
];

describe('紫微 patterns of 命宫', () => {
  it('names at least twenty, each once, each with its source', () => {
    expect(PATTERNS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(PATTERNS.map((p) => p.id)).size).toBe(PATTERNS.length);
    for (const p of PATTERNS) expect(PATTERN_SOURCES[p.source]).toMatch(/\S/);
  });

  it('has a chart that forms and one that does not form every pattern in the table', () => {
    expect(CASES.map(([id]) => id).sort()).toEqual(PATTERNS.map((p) => p.id).sort());
  });

  it.each(CASES)('%s: formed by %j, not by %j', (id, formed, missed) => {
    expect(ids(formed)).toContain(id);
    expect(ids(missed)).not.toContain(id);
  });

  it('reads 紫府同宫 with 左辅 右弼 in 三方四正 as 君臣庆会 too', () => {
    expect(ids(['1963-6-22', 4, 'male'])).toEqual(expect.arrayContaining(['ziFuTongGong', 'junChenQingHui']));
  });

  it('marks a good pattern met by 化忌 or two 六煞 as spoiled (破格) and a clean one not', () => {
    const spoiled = patternsOf(['1971-9-27', 3, 'male']).find((p) => p.id === 'shiZhongYinYu');
    const clean = patternsOf(['1955-12-15', 6, 'female']).find((p) => p.id === 'shiZhongYinYu');
    expect(spoiled).toMatchObject({ nature: 'auspicious', spoiled: true });
    expect(clean).toMatchObject({ nature: 'auspicious', spoiled: false });
  });

  it('never calls a challenging pattern spoiled', () => {
    const hit = patternsOf(['1951-1-1', 4, 'male']).find((p) => p.id === 'yangTuoJiaJi');
    expect(hit).toEqual({ id: 'yangTuoJiaJi', nature: 'challenging', spoiled: false });
  });
});

describe('三方四正', () => {
  it('sees 命宫 with 迁移 opposite, 财帛 and 官禄 as its trines, and 兄弟 and 父母 beside it', () => {
    const chart = ziweiChart({ date: '2000-8-16', hourIndex: 2, gender: 'female' });
    const board = boardOf(chart);
    const s = sanFangOf(board, chart.palaces.find((p) => p.name === '命宫')!.index);
    expect([s.self.palace, s.opposite.palace, ...s.trines.map((p) => p.palace)]).toEqual([
      'soul',
      'travel',
      'career',
      'wealth',
    ]);
    expect(s.flanks.map((p) => p.palace).sort()).toEqual(['parents', 'siblings']);
    expect([s.self.earthlyBranch, s.opposite.earthlyBranch, ...s.trines.map((p) => p.earthlyBranch)]).toEqual([
      '午',
      '子',
      '戌',
      '寅',
    ]);
  });
});
