import { describe, expect, it } from 'vitest';
import { climateStems } from './climate-table';
import { baziReading } from './reading';
import { chartOf } from './test-support';
import type { ElementRole } from './types';

const AT = { year: 2026, month: 6, day: 1 };
const elementsOf = (birth: string) => baziReading(chartOf(birth), AT).elements;
const brief = (roles: readonly ElementRole[]) => roles.map((r) => `${r.element}:${r.basis}:${r.reason.code}`);

describe('用神 by a stated order, each with its basis', () => {
  it('gives the 羊刃驾杀 chart 辛卯 丁酉 庚午 丙子 (1951-09-27 00:30) 官杀 (火) by its frame, never 食伤', () => {
    const { useful, favourable, unfavourable } = elementsOf('1951-09-27 00:30 male');
    expect(brief(useful)).toEqual(['火:pattern:balance.pattern.yangRenJiaSha']);
    expect(useful[0]!.reason.params).toEqual({ pattern: 'yangRen' });
    // 木 feeds the 杀; 水 (食伤) would put the 杀 out.
    expect(favourable.map((r) => r.element)).toEqual(['木']);
    expect(unfavourable.map((r) => r.element)).toEqual(['水']);
  });

  it('takes the frame’s need when its god is in the chart: 七杀格 strong, 食神制杀 (甲寅 甲戌 辛丑 丁酉, 1974-10-27 17:15)', () => {
    expect(brief(elementsOf('1974-10-27 17:15 male').useful)).toEqual(['水:pattern:balance.pattern.shiShenZhiSha']);
  });

  it('falls back to 扶抑 as 病药 when the frame’s need is absent: a strong chart crowded by 比劫 takes 官杀', () => {
    // 丙寅 辛丑 己未 丙寅 (1987-01-10 03:39): 食神格, but no 财 to carry it; 比劫 is the illness, 木 the cure.
    const { useful, unfavourable } = elementsOf('1987-01-10 03:39 male');
    expect(brief(useful)).toEqual(['木:restraint:balance.strongPeers']);
    expect(unfavourable.map((r) => r.category)).toEqual(['peer', 'resource']);
  });

  it('shields a weak chart from its heaviest pressure: 丙申 癸巳 庚子 丁亥 (1956-06-02 22:18) takes 印 (土)', () => {
    // 七杀格 whose 印 does not weigh enough to be its need: 食伤 (水) drain most, 印 the cure.
    const { useful, unfavourable } = elementsOf('1956-06-02 22:18 female');
    expect(brief(useful)).toEqual(['土:support:balance.weakOutput']);
    expect(unfavourable.map((r) => r.element)).toEqual(['水', '火']);
  });

  it('lets a strong 印格 use the 官杀 that shows, and a weak 财格 without 比劫 wear the 印 (《子平真诠》)', () => {
    // 己未 丁丑 庚辰 乙酉 (1980-01-08 17:45): 丑’s 己 shows, 正印格, strong, 丁 官 among the stems.
    expect(brief(elementsOf('1980-01-08 17:45 female').useful)).toEqual(['火:pattern:balance.pattern.yinYongGuanSha']);
    // 乙丑 乙酉 丁卯 己酉 (1985-09-25 18:50): 偏财格, weak, no 比劫 at all: 乙 印 is worn.
    expect(brief(elementsOf('1985-09-25 18:50 female').useful)).toEqual(['木:pattern:balance.pattern.caiGePeiYin']);
  });

  it('adds 调候 from the 穷通宝鉴 table when its element is short: 丁 in 子 takes 甲 first', () => {
    expect(climateStems('丁', '子')).toEqual(['甲', '庚']);
    expect(climateStems('庚', '巳')).toEqual(['壬', '戊', '丙', '丁']);
    // 庚午 戊子 丁酉 辛丑 (1930-12-13 01:58): no 木 at all in the chart.
    const { useful } = elementsOf('1930-12-13 01:58 female');
    expect(useful.find((r) => r.basis === 'climate')).toEqual({
      element: '木',
      category: 'resource',
      basis: 'climate',
      reason: {
        code: 'balance.climate.winter',
        params: { dayStem: '丁', branch: '子', stem: '甲', element: '木', count: 0 },
      },
    });
  });

  it('bridges two kinds locked in an even chart: 壬午 甲辰 戊辰 乙卯 (2002-04-30 06:50), 官杀 against 比劫, joined by 印', () => {
    const { useful } = elementsOf('2002-04-30 06:50 female');
    expect(brief(useful)).toEqual(['水:pattern:balance.pattern.caiShengGuan', '火:bridge:balance.bridge']);
    expect(useful[1]!.reason.params).toMatchObject({ kinds: ['officer', 'peer'], element: '火' });
  });

  it('goes with the force of a 从格 or 专旺 chart and nothing else', () => {
    expect(brief(elementsOf('1988-08-10 16:28 female').useful)).toEqual(['金:follow:balance.followWealth']);
    expect(brief(elementsOf('1950-01-24 07:30 male').useful)).toEqual(['土:dominant:balance.dominant']);
  });
});
