import { describe, expect, it } from 'vitest';
import { baziChart } from './chart';
import { baziPro } from './pro';

describe('baziPro', () => {
  const chart = baziChart({ year: 1990, month: 5, day: 15, hour: 10, minute: 30, gender: 'male', ziSect: 'nextDay' });
  const pro = baziPro(chart);

  it('gives 胎元 = month stem +1, branch +3 (辛巳 → 壬申) and 胎息 = the day pillar’s stem and branch partners (庚辰 → 乙酉)', () => {
    expect(pro.taiYuan).toEqual({ ganZhi: '壬申', naYin: '剑锋金' });
    expect(pro.taiXi).toEqual({ ganZhi: '乙酉', naYin: '泉中水' });
  });

  it('gives 命宫 by 《三命通会》: 正月起子逆数至四月(酉), 酉上起巳时顺数至卯 → 未, stem by 五虎遁 of 庚 → 癸未', () => {
    expect(pro.mingGong.ganZhi).toBe('癸未');
    expect(pro.shenGong.ganZhi).toBe('丁亥');
  });

  it('carries 神煞 per pillar and per 大运, and the natal relations', () => {
    expect(pro.shenSha.day).toContain('魁罡');
    expect(pro.decadeShenSha).toHaveLength(10);
    expect(pro.decadeShenSha[0]).toMatchObject({ ganZhi: '壬午', startYear: 1997 });
    expect(pro.relations).toEqual([]);
    expect(JSON.parse(JSON.stringify(pro))).toEqual(pro);
  });
});
