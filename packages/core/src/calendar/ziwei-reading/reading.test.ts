import { describe, expect, it } from 'vitest';
import { ziweiChart, ziweiHoroscope, type ZiweiInput } from '../ziwei';
import { ziweiReading } from './reading';
import type { PalaceId } from './vocabulary';

const readingOf = (input: ZiweiInput, on = '2026-7-1') =>
  ziweiReading(ziweiChart(input), ziweiHoroscope(input, { date: on }));
const palace = (reading: ReturnType<typeof readingOf>, id: PalaceId) => reading.palaces.find((p) => p.palace === id)!;
const allCodes = (reading: ReturnType<typeof readingOf>) => reading.palaces.flatMap((p) => p.codes);

// Born 2000-08-16 寅时, female (the chart ziwei.test.ts checks): 命宫午 紫微庙, 身宫 in 官禄, 庚年四化
// 太阳禄 武曲权 太阴科 天同忌; 父母 (未) and 田宅 (酉) have no major star.
const A = { date: '2000-8-16', hourIndex: 2, gender: 'female' } as const;

describe('ziweiReading, palace by palace', () => {
  const reading = readingOf(A);

  it('reads each of the twelve palaces once, in chart order, with its theme first', () => {
    expect(reading.palaces.map((p) => p.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(reading.palaces.map((p) => p.codes[0])).toEqual(reading.palaces.map((p) => `palaces.${p.palace}`));
  });

  it('reads 紫微庙 in 命宫 with its 命宫 text and as bright', () => {
    expect(palace(reading, 'soul').stars).toEqual([
      {
        star: 'ziwei',
        brightness: '庙',
        mutagen: null,
        codes: ['stars.ziwei.core', 'stars.ziwei.soul', 'brightness.bright'],
      },
    ]);
  });

  it('reads 武曲得 化权 in 财帛 as steady with 化权, and 天相庙 beside it', () => {
    expect(palace(reading, 'wealth').stars.map((s) => s.codes)).toEqual([
      ['stars.wuqu.core', 'stars.wuqu.wealth', 'brightness.steady', 'mutagen.quan'],
      ['stars.tianxiang.core', 'stars.tianxiang.wealth', 'brightness.bright'],
    ]);
  });

  it('gives 官禄 (廉贞利 天府庙) and 夫妻 (七杀庙) their palace texts', () => {
    expect(palace(reading, 'career').stars.map((s) => s.codes[1])).toEqual([
      'stars.lianzhen.career',
      'stars.tianfu.career',
    ]);
    expect(palace(reading, 'spouse').stars[0]!.codes).toEqual([
      'stars.qisha.core',
      'stars.qisha.spouse',
      'brightness.bright',
    ]);
  });

  it('falls back to the general text elsewhere: 太阴庙 化科 in 仆役, 天同不 化忌 in 疾厄 (dim)', () => {
    expect(palace(reading, 'friends').stars[0]!.codes).toEqual([
      'stars.taiyin.core',
      'stars.taiyin.other',
      'brightness.bright',
      'mutagen.ke',
    ]);
    expect(palace(reading, 'health').stars[0]!.codes).toEqual([
      'stars.tiantong.core',
      'stars.tiantong.other',
      'brightness.dim',
      'mutagen.ji',
    ]);
    expect(palace(reading, 'children').stars[0]!.codes).toContain('mutagen.lu'); // 太阳庙 化禄
  });

  it('reads empty 父母 through 疾厄 opposite (借对宫), without the borrowed stars’ brightness or 四化', () => {
    const parents = palace(reading, 'parents');
    expect(parents.borrowedFrom).toBe('health');
    expect(parents.codes).toEqual(['palaces.parents', 'borrowed', 'pairs.tiantongJumen']);
    expect(parents.stars.map((s) => s.codes)).toEqual([
      ['stars.tiantong.core', 'stars.tiantong.other'],
      ['stars.jumen.core', 'stars.jumen.other'],
    ]);
    expect(palace(reading, 'property').borrowedFrom).toBe('children');
  });

  it('names the pair 太阳天梁 in 子女 and 天同巨门 in 疾厄', () => {
    expect(palace(reading, 'children').codes).toEqual(['palaces.children', 'pairs.taiyangTianliang']);
    expect(palace(reading, 'health').codes).toEqual(['palaces.health', 'pairs.tiantongJumen']);
  });

  it.each([
    ['1980-10-10', 0, 'pairs.ziweiQisha'], // 父母 未: 紫微旺 七杀平
    ['1980-10-10', 0, 'pairs.wuquTanlang'], // 子女 丑: 武曲庙 贪狼庙
    ['1980-1-10', 6, 'pairs.ziweiTianfu'], // 福德 申: 紫微旺 天府得
    ['1980-1-10', 9, 'pairs.taiyangTaiyin'], // 夫妻 未: 太阳不 太阴庙
  ])('born %s 时辰 %i (female) has %s', (date, hourIndex, code) => {
    expect(allCodes(readingOf({ date, hourIndex, gender: 'female' }))).toContain(code);
  });

  it('reads 陷 as dim: 天梁陷 化科 in 福德, born 1980-01-10 酉时', () => {
    const reading = readingOf({ date: '1980-1-10', hourIndex: 9, gender: 'female' });
    expect(palace(reading, 'spirit').stars[0]!.codes).toEqual([
      'stars.tianliang.core',
      'stars.tianliang.other',
      'brightness.dim',
      'mutagen.ke',
    ]);
  });
});

describe('ziweiReading, 命宫 and 身宫 in brief', () => {
  it('sums up 紫微 in 命宫 and 身宫 in 官禄 (寅时)', () => {
    expect(readingOf(A).summary).toEqual({
      soul: { earthlyBranch: '午', stars: ['ziwei'], borrowed: false, codes: ['stars.ziwei.keywords'] },
      body: { palace: 'career', earthlyBranch: '戌', codes: ['body.career'] },
    });
  });

  it('reads an empty 命宫 through 迁移 (太阳 天梁), born 1980-01-10 卯时: 身宫 in 迁移', () => {
    const { summary } = readingOf({ date: '1980-1-10', hourIndex: 3, gender: 'female' });
    expect(summary.soul).toMatchObject({ stars: ['taiyang', 'tianliang'], borrowed: true });
    expect(summary.soul.codes).toEqual(['stars.taiyang.keywords', 'stars.tianliang.keywords', 'summary.borrowed']);
    expect(summary.body.codes).toEqual(['body.travel']);
  });

  // 身宫 follows the hour: 子午 with 命宫, 丑未 福德, 寅申 官禄, 卯酉 迁移, 辰戌 财帛, 巳亥 夫妻.
  it.each([
    [0, 'body.soul'],
    [1, 'body.spirit'],
    [4, 'body.wealth'],
    [5, 'body.spouse'],
  ])('born 1980-01-10 时辰 %i: %s', (hourIndex, code) => {
    expect(readingOf({ date: '1980-1-10', hourIndex, gender: 'female' }).summary.body.codes).toEqual([code]);
  });
});

describe('ziweiReading, 大限 and 流年 on a date', () => {
  it('reads mid-2026 for A: 大限 庚辰 on 夫妻 (七杀), 流年 丙午 on 命宫, each with its 四化 where it lands', () => {
    const { decadal, yearly } = readingOf(A);
    expect(decadal).toMatchObject({ palace: 'spouse', heavenlyStem: '庚', earthlyBranch: '辰', stars: ['qisha'] });
    expect(decadal?.codes).toEqual(['period.focus.spouse']);
    expect(yearly?.codes).toEqual(['period.focus.soul']);
    // 庚 decade counted from its own 命宫 (辰): 太阳禄 in 卯 is its 兄弟 (natal 子女), 武曲权 in 寅 its
    // 夫妻 (natal 财帛), 太阴科 in 亥 its 疾厄 (natal 仆役), 天同忌 in 丑 its 子女 (natal 疾厄).
    expect(decadal?.frame).toBe('decade');
    expect(decadal?.mutagens.map((m) => [m.star, m.palace, m.natalPalace])).toEqual([
      ['taiyang', 'siblings', 'children'],
      ['wuqu', 'spouse', 'wealth'],
      ['taiyin', 'health', 'friends'],
      ['tiantong', 'children', 'health'],
    ]);
    // 丙年 on the natal 命宫, so both frames agree: 天同禄 (丑, 疾厄) 天机权 (巳, 兄弟) 文昌科 (申, 福德)
    // 廉贞忌 (戌, 官禄). The decade has said what each 化 means, so the year does not say it again.
    expect(yearly?.frame).toBe('year');
    expect(yearly?.mutagens).toEqual([
      { mutagen: 'lu', star: 'tiantong', index: 11, palace: 'health', natalPalace: 'health', codes: [] },
      { mutagen: 'quan', star: 'tianji', index: 3, palace: 'siblings', natalPalace: 'siblings', codes: [] },
      { mutagen: 'ke', star: 'wenchang', index: 6, palace: 'spirit', natalPalace: 'spirit', codes: [] },
      { mutagen: 'ji', star: 'lianzhen', index: 8, palace: 'career', natalPalace: 'career', codes: [] },
    ]);
  });

  it('moves with the date it is given: 2027 (丁未) opens on 父母 and borrows 天同 巨门', () => {
    const { yearly } = readingOf(A, '2027-7-1');
    expect(yearly).toMatchObject({
      palace: 'parents',
      earthlyBranch: '未',
      stars: ['tiantong', 'jumen'],
      borrowed: true,
    });
  });

  it.each([
    [{ date: '1980-10-10', hourIndex: 0, gender: 'female' }, 'yearly', 'period.luInSoul'],
    [{ date: '1981-1-11', hourIndex: 0, gender: 'male' }, 'yearly', 'period.jiInSoul'],
    [{ date: '1980-4-10', hourIndex: 0, gender: 'female' }, 'decadal', 'period.luInSoul'],
    [{ date: '1980-1-10', hourIndex: 3, gender: 'female' }, 'decadal', 'period.jiInSoul'],
  ] as const)('%o in 2026: the %s 四化 give %s', (input, period, code) => {
    const mutagens = readingOf(input)[period]?.mutagens ?? [];
    expect(mutagens.flatMap((m) => m.codes)).toContain(code);
  });

  it('has no periods without a horoscope', () => {
    const reading = ziweiReading(ziweiChart(A), null);
    expect(reading.decadal).toBeNull();
    expect(reading.yearly).toBeNull();
  });
});
