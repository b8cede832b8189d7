import { describe, expect, it } from 'vitest';
import { baziReading } from './reading';
import { chartOf } from './test-support';

const patternOf = (birth: string) => baziReading(chartOf(birth), { year: 2026, month: 6, day: 1 }).pattern;

describe('格局 from the month branch (《子平真诠·论用神》)', () => {
  it('takes the stem that shows in a 杂气 month: 丁亥 庚戌 己巳 庚午 (1887-10-31 12:00) is 偏印格 from 丁, not 食神格 from 辛', () => {
    // 戌 hides 戊 (劫财 of 己: no frame), 辛 (食神, hidden) and 丁 (偏印, shows in the year).
    expect(patternOf('1887-10-31 12:00 male')).toEqual({
      code: 'pianYin',
      reasons: [{ code: 'pattern.reason.shown', params: { branch: '戌', stem: '丁', tenGod: '偏印' } }],
    });
  });

  it('takes the 本气 first when it shows: 壬子 癸卯 丁巳 乙巳 (1972-03-27 09:27), the 乙 of 卯 shows in the hour', () => {
    expect(patternOf('1972-03-27 09:27 male')).toEqual({
      code: 'pianYin',
      reasons: [{ code: 'pattern.reason.mainShows', params: { branch: '卯', stem: '乙', tenGod: '偏印' } }],
    });
  });

  it('gives a yin day master born in its 帝旺 month 月劫格, never 阳刃格', () => {
    // 壬午 戊申 辛未 乙未 (2002-08-31 13:27): 辛 in 申, whose 庚 is 辛's 劫财.
    expect(patternOf('2002-08-31 13:27 male')).toEqual({
      code: 'yueJie',
      reasons: [{ code: 'pattern.reason.yueJie', params: { branch: '申' } }],
    });
  });

  it('gives a yang day master born in its 帝旺 month 阳刃格: 辛卯 丁酉 庚午 丙子 (1951-09-27 00:30, 羊刃驾杀)', () => {
    expect(patternOf('1951-09-27 00:30 male').code).toBe('yangRen');
  });

  it('follows a bureau that changes the month (《论用神变化》): 金状元 乙卯 丁亥 丁未 庚戌 is 印格, 亥卯未 化官为印', () => {
    // 亥 holds 壬 (正官 of 丁), but 亥卯未 turns it to 木 and no 壬 shows: the bureau’s 卯 (乙, 偏印) sets the frame.
    expect(patternOf('1855-11-26 20:30 male')).toEqual({
      code: 'pianYin',
      reasons: [
        {
          code: 'pattern.reason.bureau',
          params: {
            branch: '亥',
            relations: [{ kind: '三合', branches: ['亥', '卯', '未'] }],
            element: '木',
            mainStem: '壬',
            stem: '乙',
            tenGod: '偏印',
          },
        },
      ],
    });
  });

  it('keeps the month’s own frame when its 本气 shows beside the bureau: 宣参国 己卯 辛未 壬寅 辛亥 stays 正官格', () => {
    // 亥卯未 is complete through the 未 month, but 未’s 己 shows in the year: 透干会支，透者为用.
    expect(patternOf('1819-08-02 22:30 male')).toEqual({
      code: 'zhengGuan',
      reasons: [{ code: 'pattern.reason.mainShows', params: { branch: '未', stem: '己', tenGod: '正官' } }],
    });
  });
});

describe('专旺 and 从格 only when their conditions hold', () => {
  it('reads 己丑 丁丑 己未 戊辰 (1950-01-24 07:30) as 稼穑: 土 in a 丑 month, all four branches 土, no 官杀 among the stems', () => {
    expect(patternOf('1950-01-24 07:30 male')).toEqual({
      code: 'jiaSe',
      reasons: [
        {
          code: 'pattern.reason.dominant',
          params: { element: '土', branch: '丑', branches: ['丑', '丑', '未', '辰'], officer: 5 },
        },
      ],
    });
  });

  it('does not read 庚申 丙戌 戊午 丁巳 (1980-10-12 09:30 female), strong by 印, as 专旺: its branches are not 土', () => {
    // Very strong from 丙 丁 午 巳, but 申 午 巳 are not 土: a 正印格 from the 丁 that shows in 戌.
    const reading = baziReading(chartOf('1980-10-12 09:30 female'), { year: 2026, month: 6, day: 1 });
    expect(reading.strength.level).toBe('veryStrong');
    expect(reading.pattern.code).toBe('zhengYin');
  });

  it('follows a force only with no 比劫 anywhere, almost no 印 and one force at 40 or more; 从势 when none is', () => {
    const follow = patternOf('1988-08-10 16:28 female');
    expect(follow.code).toBe('followWealth');
    const params = follow.reasons[0]!.params!;
    expect(params.share as number).toBeGreaterThanOrEqual(40);
    expect(params.resource as number).toBeLessThanOrEqual(5);
    const power = patternOf('1987-08-02 05:32 male');
    expect(power.code).toBe('followPower');
    expect(power.reasons[0]!.params!.share as number).toBeLessThan(40);
  });
});
