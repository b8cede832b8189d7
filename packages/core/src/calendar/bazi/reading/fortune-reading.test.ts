import { describe, expect, it } from 'vitest';
import { baziReading } from './reading';
import { chartOf } from './test-support';

describe('fortune reading: "current" comes from the date passed in', () => {
  // 1990-05-15 10:30 male: 起运 1997-08-26, so 甲申 (the third 大运) runs from 2017-08-26.
  const chart = chartOf('1990-05-15 10:30 male');

  it('switches 大运 on the day the decade begins', () => {
    expect(baziReading(chart, { year: 2017, month: 8, day: 25 }).fortune.decade?.ganZhi).toBe('癸未');
    expect(baziReading(chart, { year: 2017, month: 8, day: 26 }).fortune.decade).toMatchObject({
      ganZhi: '甲申',
      startYear: 2017,
      startAge: 28,
    });
  });

  it('reads the 流年 of the date’s year and the next', () => {
    const { fortune } = baziReading(chart, { year: 2030, month: 1, day: 1 });
    expect(fortune.at).toBe('2030-01-01');
    expect(fortune.years.map((y) => `${y.year}${y.ganZhi}`)).toEqual(['2030庚戌', '2031辛亥']);
  });

  it('says when the first 大运 begins for a child who has not reached it', () => {
    const { fortune } = baziReading(chart, { year: 1995, month: 3, day: 1 });
    expect(fortune.decade).toBeNull();
    expect(fortune.notes).toEqual([{ code: 'fortune.beforeDecades', params: { date: '1997-08-26' } }]);
  });

  it('marks each incoming element against the chart’s 喜用 and 忌', () => {
    const reading = baziReading(chart, { year: 2020, month: 1, day: 1 });
    const fitOf = (element: string) => {
      const listed = (roles: readonly { element: string }[]) => roles.some((role) => role.element === element);
      if (listed(reading.elements.useful)) return 'useful';
      if (listed(reading.elements.favourable)) return 'favourable';
      return listed(reading.elements.unfavourable) ? 'unfavourable' : 'neutral';
    };
    // 甲申, the decade in force in 2020: each part is marked as the chart's own lists mark its element.
    const decade = reading.fortune.decade!;
    expect(decade.stem).toEqual({ char: '甲', element: '木', tenGod: '偏财', fit: fitOf('木') });
    expect(decade.branch).toEqual({ char: '申', element: '金', tenGod: '比肩', fit: fitOf('金') });
    // 庚子 (2020) and 辛丑 (2021) likewise.
    for (const year of reading.fortune.years) {
      expect(year.stem.fit).toBe(fitOf(year.stem.element));
      expect(year.branch.fit).toBe(fitOf(year.branch.element));
    }
  });
});

describe('fortune reading: 十神, 伏吟, 反吟 and 岁运并临', () => {
  const at = { year: 2026, month: 6, day: 1 };

  it('names each incoming stem’s and branch’s ten god', () => {
    // 1990-05-15 10:30 male in 2026: the decade 甲申 and the year 丙午 against a 庚 day master.
    const { fortune } = baziReading(chartOf('1990-05-15 10:30 male'), at);
    expect(fortune.decade!.notes[0]).toEqual({
      code: 'fortune.tenGods',
      params: { stem: '甲', tenGod: '偏财', branch: '申', branchGod: '比肩' },
    });
    expect(fortune.years[0]!.stem.tenGod).toBe('七杀');
  });

  it('marks 伏吟 when an incoming pillar repeats a natal one (1991-11-22 12:11)', () => {
    const reading = baziReading(chartOf('1991-11-22 12:11 male'), at);
    const periods = [reading.fortune.decade!, ...reading.fortune.years];
    expect(periods.flatMap((p) => p.notes).filter((n) => n.code === 'fortune.fuYin')).not.toEqual([]);
  });

  it('marks 反吟 when an incoming pillar’s stem and branch both clash one natal pillar (1972-03-27 09:27: 丙午 against 壬子)', () => {
    const reading = baziReading(chartOf('1972-03-27 09:27 male'), at);
    expect(reading.fortune.years[0]!.ganZhi).toBe('丙午');
    expect(reading.fortune.years[0]!.notes).toContainEqual({ code: 'fortune.fanYin', params: { pillar: 'year' } });
  });

  it('marks 岁运并临 when the year’s pillar is the decade’s (1992-09-30 10:21)', () => {
    const reading = baziReading(chartOf('1992-09-30 10:21 female'), at);
    const meeting = reading.fortune.years.find((y) => y.ganZhi === reading.fortune.decade!.ganZhi);
    expect(meeting!.notes[0]).toEqual({ code: 'fortune.yearMeetsDecade' });
  });
});

describe('fortune reading: the date', () => {
  it('refuses a date that does not exist', () => {
    expect(() => baziReading(chartOf('1990-05-15 10:30 male'), { year: 2026, month: 2, day: 30 })).toThrow(RangeError);
  });
});
