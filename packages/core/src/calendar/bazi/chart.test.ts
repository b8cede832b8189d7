import { describe, expect, it } from 'vitest';
import { baziChart, baziChartFromLunar } from './chart';
import type { BirthInput } from './input';
import { dayGanZhi, hourBranchIndex, hourGanZhi, monthGanZhi } from './test-support';

const birth = (
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  extra: Partial<BirthInput> = {},
): BirthInput => ({
  year,
  month,
  day,
  hour,
  minute,
  gender: 'male',
  ziSect: 'nextDay',
  ...extra,
});

describe('baziChart: year and month pillars turn at the exact instant of the 节', () => {
  it('is still 己卯 year and 丁丑 month at 2000-02-04 20:40 (立春 fell at 20:40:24 Beijing time)', () => {
    const chart = baziChart(birth(2000, 2, 4, 20, 40));
    expect(chart.pillars.year.ganZhi).toBe('己卯');
    expect(chart.pillars.month.ganZhi).toBe('丁丑');
    expect(chart.zodiac).toBe('兔');
  });

  it('is 庚辰 year and 戊寅 month one minute later, at 20:41', () => {
    const chart = baziChart(birth(2000, 2, 4, 20, 41));
    expect(chart.pillars.year.ganZhi).toBe('庚辰');
    // 五虎遁: 乙庚之岁戊为头 — the 寅 month of a 庚 year is 戊寅.
    expect(chart.pillars.month.ganZhi).toBe(monthGanZhi('庚', 0));
    expect(chart.pillars.month.ganZhi).toBe('戊寅');
    expect(chart.zodiac).toBe('龙');
  });

  it('keeps the day pillar across the 立春 minute (壬辰 on 2000-02-04, by the unbroken sixty-day count)', () => {
    expect(dayGanZhi(2000, 2, 4)).toBe('壬辰');
    expect(baziChart(birth(2000, 2, 4, 20, 40)).pillars.day.ganZhi).toBe('壬辰');
    expect(baziChart(birth(2000, 2, 4, 20, 41)).pillars.day.ganZhi).toBe('壬辰');
  });

  it('turns the month at 惊蛰 2024 (2024-03-05 10:22 Beijing time): 丙寅 at 10:22, 丁卯 at 10:23', () => {
    expect(baziChart(birth(2024, 3, 5, 10, 22)).pillars.month.ganZhi).toBe(monthGanZhi('甲', 0));
    expect(baziChart(birth(2024, 3, 5, 10, 23)).pillars.month.ganZhi).toBe(monthGanZhi('甲', 1));
    expect(monthGanZhi('甲', 1)).toBe('丁卯');
  });
});

describe('baziChart: the two 子时 schools', () => {
  it('gives 23:30 the next day’s pillar under nextDay and the same day’s under sameDay, with one 子 hour pillar', () => {
    const next = baziChart(birth(2024, 1, 1, 23, 30, { ziSect: 'nextDay' }));
    const same = baziChart(birth(2024, 1, 1, 23, 30, { ziSect: 'sameDay' }));
    expect(dayGanZhi(2024, 1, 1)).toBe('甲子');
    expect(same.pillars.day.ganZhi).toBe('甲子');
    expect(next.pillars.day.ganZhi).toBe(dayGanZhi(2024, 1, 2));
    expect(next.pillars.day.ganZhi).toBe('乙丑');
    // The hour is 子 of the next day either way: 乙庚丙作初 → 丙子.
    expect(next.pillars.hour.ganZhi).toBe('丙子');
    expect(same.pillars.hour.ganZhi).toBe('丙子');
  });

  it('agrees between the schools before 23:00 and after midnight', () => {
    for (const [day, hour] of [
      [1, 22],
      [2, 0],
    ] as const) {
      const next = baziChart(birth(2024, 1, day, hour, 59, { ziSect: 'nextDay' }));
      const same = baziChart(birth(2024, 1, day, hour, 59, { ziSect: 'sameDay' }));
      expect(next.eightChar).toBe(same.eightChar);
      expect(next.pillars.day.ganZhi).toBe(dayGanZhi(2024, 1, day));
    }
  });
});

describe('baziChart: true solar time', () => {
  it('moves an Urumqi (87.6°E) birth at 11:30 Beijing time from 午 to 巳 hour', () => {
    const civil = baziChart(birth(2024, 4, 15, 11, 30));
    const local = baziChart(birth(2024, 4, 15, 11, 30, { longitude: 87.6 }));
    const dayStem = dayGanZhi(2024, 4, 15)[0]!;
    expect(civil.pillars.hour.ganZhi).toBe(hourGanZhi(dayStem, 6));
    expect(local.trueSolarTime?.hour).toBe(9);
    expect(local.pillars.hour.ganZhi).toBe(hourGanZhi(dayStem, 5));
    expect(local.pillars.hour.branch).toBe('巳');
    expect(local.solarTime.text).toBe('2024-04-15 11:30:00');
  });

  it('moves the day pillar back when true solar time falls before midnight', () => {
    const local = baziChart(birth(2024, 1, 2, 0, 30, { longitude: 87.6 }));
    expect(local.trueSolarTime?.day).toBe(1);
    expect(local.pillars.day.ganZhi).toBe(dayGanZhi(2024, 1, 1));
  });

  it('keeps year and month on the civil instant: 立春 is one instant everywhere', () => {
    // 2000-02-04 21:00 Beijing is after 立春 (20:40:24) although Kashgar's (76°E) solar clock reads about 18:00.
    const kashgar = baziChart(birth(2000, 2, 4, 21, 0, { longitude: 76 }));
    expect(kashgar.trueSolarTime?.hour).toBe(17);
    expect(kashgar.pillars.year.ganZhi).toBe('庚辰');
    expect(kashgar.pillars.month.ganZhi).toBe('戊寅');
    expect(kashgar.pillars.hour.branch).toBe('酉');
  });
});

describe('baziChart: pillar details', () => {
  // 1990-05-15 10:30, male: 庚午 辛巳 庚辰 辛巳, worked by hand from the rules.
  const chart = baziChart(birth(1990, 5, 15, 10, 30));

  it('has the pillars the counting rules give', () => {
    expect(chart.pillars.day.ganZhi).toBe(dayGanZhi(1990, 5, 15));
    expect(chart.pillars.hour.ganZhi).toBe(hourGanZhi(chart.pillars.day.stem, hourBranchIndex(10)));
    expect(chart.eightChar).toBe('庚午 辛巳 庚辰 辛巳');
  });

  it('names ten gods against the day master 庚 and marks the day pillar as 元男', () => {
    expect(chart.pillars.year.tenGod).toBe('比肩'); // 庚 vs 庚
    expect(chart.pillars.month.tenGod).toBe('劫财'); // 辛: same element, other polarity
    expect(chart.pillars.day.tenGod).toBe('元男');
    expect(chart.pillars.month.hiddenStems.map((h) => `${h.stem}${h.tenGod}`)).toEqual(['丙七杀', '庚比肩', '戊偏印']);
  });

  it('gives 纳音, 星运, 自坐 and 旬空 by the tables of 六十甲子纳音 and 十二长生', () => {
    expect(chart.pillars.year.naYin).toBe('路旁土'); // 庚午辛未路旁土
    expect(chart.pillars.day.naYin).toBe('白蜡金'); // 庚辰辛巳白蜡金
    expect(chart.pillars.month.xingYun).toBe('长生'); // 庚金长生在巳
    expect(chart.pillars.day.ziZuo).toBe('养'); // 庚 on 辰
    expect(chart.pillars.year.kongWang).toBe('戌亥'); // 庚午 is in the 甲子 decade
    expect(chart.pillars.day.kongWang).toBe('申酉'); // 庚辰 is in the 甲戌 decade
  });

  it('tallies five elements with and without hidden stems', () => {
    expect(chart.elements.visible).toEqual({ 木: 0, 火: 3, 土: 1, 金: 4, 水: 0 });
    expect(chart.elements.withHidden).toEqual({ 木: 1, 火: 3, 土: 4, 金: 6, 水: 1 });
    expect(Object.values(chart.elements.visible).reduce((a, b) => a + b)).toBe(8);
  });
});

describe('baziChart: 起运 and 大运', () => {
  it('runs a male born in a 阳 year (庚午) forward and a female backward', () => {
    expect(baziChart(birth(1990, 5, 15, 10, 30)).childLimit.direction).toBe('顺行');
    expect(baziChart(birth(1990, 5, 15, 10, 30, { gender: 'female' })).childLimit.direction).toBe('逆行');
    // 己卯 (1999) is a 阴 year: reversed.
    expect(baziChart(birth(1999, 5, 15, 10, 30)).childLimit.forward).toBe(false);
    expect(baziChart(birth(1999, 5, 15, 10, 30, { gender: 'female' })).childLimit.forward).toBe(true);
  });

  it('counts 7 years 3 months 11 days 8 hours 36 minutes to 芒种 1990 (06-06 06:46:18): 3 days = 1 year', () => {
    // 1990-05-15 10:30:00 → 1990-06-06 06:46:18 is 1,887,378 s. In units of 3 days (1 year), 6 h (1 month),
    // 12 min (1 day), 30 s (1 hour) and 1 s (2 minutes): 7 y, 3 m, 11 d, 8 h, 18 s → 36 min.
    const { childLimit } = baziChart(birth(1990, 5, 15, 10, 30));
    expect(childLimit.jie.name).toBe('芒种');
    expect(childLimit.jie.time.text).toBe('1990-06-06 06:46:18');
    expect([childLimit.years, childLimit.months, childLimit.days, childLimit.hours, childLimit.minutes]).toEqual([
      7, 3, 11, 8, 36,
    ]);
    expect(childLimit.startTime.text).toBe('1997-08-26 19:06:00');
    expect(childLimit.startAge).toBe(8);
  });

  it('lists ten 大运 stepping from the month pillar, each with ten 流年 by the year’s 干支', () => {
    const { decades } = baziChart(birth(1990, 5, 15, 10, 30));
    expect(decades.map((d) => d.ganZhi)).toEqual([
      '壬午',
      '癸未',
      '甲申',
      '乙酉',
      '丙戌',
      '丁亥',
      '戊子',
      '己丑',
      '庚寅',
      '辛卯',
    ]);
    expect(decades[0]).toMatchObject({ tenGod: '食神', startAge: 8, endAge: 17, startYear: 1997, endYear: 2006 });
    expect(decades[0]!.years.map((y) => y.ganZhi).slice(0, 4)).toEqual(['丁丑', '戊寅', '己卯', '庚辰']);
    expect(decades[9]!.years[9]).toMatchObject({ year: 2096, age: 107 });
    const backward = baziChart(birth(1990, 5, 15, 10, 30, { gender: 'female' })).decades;
    expect(backward.slice(0, 3).map((d) => d.ganZhi)).toEqual(['庚辰', '己卯', '戊寅']);
  });
});

describe('baziChartFromLunar', () => {
  it('converts 农历庚辰年正月初一 to 2000-02-05 (春节 2000)', () => {
    const chart = baziChartFromLunar({
      lunarYear: 2000,
      lunarMonth: 1,
      lunarDay: 1,
      hour: 8,
      minute: 0,
      gender: 'female',
      ziSect: 'nextDay',
    });
    expect(chart.solarTime.text).toBe('2000-02-05 08:00:00');
    expect(chart.lunar.text).toBe('农历庚辰年正月初一');
  });

  it('accepts a leap month as a negative month or a flag: 闰二月初一 2023 is 2023-03-22', () => {
    const base = { lunarYear: 2023, lunarDay: 1, hour: 12, minute: 0, gender: 'male', ziSect: 'nextDay' } as const;
    expect(baziChartFromLunar({ ...base, lunarMonth: -2 }).solarTime.text).toBe('2023-03-22 12:00:00');
    expect(baziChartFromLunar({ ...base, lunarMonth: 2, leapMonth: true }).lunar).toMatchObject({
      leap: true,
      monthName: '闰二月',
    });
    expect(() => baziChartFromLunar({ ...base, lunarMonth: -3 })).toThrow(RangeError);
  });
});

describe('baziChart: input', () => {
  it('rejects impossible dates and times', () => {
    expect(() => baziChart(birth(2023, 2, 29, 0, 0))).toThrow(RangeError);
    expect(() => baziChart(birth(2023, 2, 1, 24, 0))).toThrow(RangeError);
  });

  it('is plain JSON', () => {
    const chart = baziChart(birth(1990, 5, 15, 10, 30, { longitude: 100 }));
    expect(JSON.parse(JSON.stringify(chart))).toEqual(chart);
  });
});
