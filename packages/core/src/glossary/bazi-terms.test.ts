import { describe, expect, it } from 'vitest';
import { baziChart } from '../calendar/bazi/chart';
import { PILLAR_KEYS } from '../calendar/bazi/pillars';
import { baziPro } from '../calendar/bazi/pro';
import { randomDate, seeded } from '../calendar/test-random';
import { BAZI_GLOSSARY } from './bazi-glossary';
import { TermCollector } from './test-support';

const BIRTHS = 3000;

describe('the 八字 glossary', () => {
  // 3,000 charts with their 专业细盘: about 3 s alone, longer beside other work.
  it(`renders every term of ${BIRTHS} seeded charts and their 专业细盘 in all eleven languages`, () => {
    const terms = new TermCollector(BAZI_GLOSSARY);
    const random = seeded(19);
    for (let n = 0; n < BIRTHS; n += 1) {
      const [year, month, day] = randomDate(random, 1901, 2099);
      const chart = baziChart({
        year,
        month,
        day,
        hour: Math.floor(random() * 24),
        minute: Math.floor(random() * 60),
        gender: random() < 0.5 ? 'male' : 'female',
        ziSect: random() < 0.5 ? 'nextDay' : 'sameDay',
      });
      terms.add('zodiac', chart.zodiac);
      terms.add('stem', chart.dayMaster.stem);
      terms.add('element', chart.dayMaster.element, ...Object.keys(chart.elements.withHidden));
      for (const key of PILLAR_KEYS) {
        const p = chart.pillars[key];
        terms.add('ganZhi', p.ganZhi);
        terms.add('stem', p.stem);
        terms.add('branch', p.branch, ...p.kongWang);
        terms.add('element', p.stemElement, p.branchElement);
        terms.add('tenGod', p.tenGod);
        terms.add('naYin', p.naYin);
        terms.add('lifeStage', p.xingYun, p.ziZuo);
        for (const hidden of p.hiddenStems) {
          terms.add('stem', hidden.stem);
          terms.add('element', hidden.element);
          terms.add('tenGod', hidden.tenGod);
        }
      }
      for (const decade of chart.decades) {
        terms.add('ganZhi', decade.ganZhi, ...decade.years.map((y) => y.ganZhi));
        terms.add('tenGod', decade.tenGod, ...decade.years.map((y) => y.tenGod));
      }
      const pro = baziPro(chart);
      for (const key of PILLAR_KEYS) terms.add('shenSha', ...pro.shenSha[key]);
      terms.add('relation', ...pro.relations.map((relation) => relation.kind));
      for (const decade of pro.decadeShenSha) terms.add('shenSha', ...decade.shenSha);
      for (const sign of [pro.taiYuan, pro.taiXi, pro.mingGong, pro.shenGong]) {
        terms.add('ganZhi', sign.ganZhi);
        terms.add('naYin', sign.naYin);
      }
    }
    expect(terms.missing()).toEqual([]);
    expect(terms.count('tenGod')).toBe(12);
    expect(terms.count('naYin')).toBe(30);
    expect(terms.count('lifeStage')).toBe(12);
    expect(terms.count('shenSha')).toBe(23);
    expect(terms.count('relation')).toBe(12);
  }, 60_000);
});
