import { SolarDay } from 'tyme4ts';
import { describe, expect, it } from 'vitest';
import { almanac } from './almanac';
import { hoursOfDay, hoursOfDayPillar } from './almanac-hours';
import { dayGanZhi } from './bazi/test-support';

const names = (list: readonly { getName(): string }[]) => list.map((x) => x.getName());

describe('almanac: nothing is lost between tyme4ts and our layer', () => {
  it('has the library’s 宜, 忌, 神, 建除 and 值神 for every day of 2026, read through the lunar day', () => {
    let day = SolarDay.fromYmd(2026, 1, 1);
    for (let n = 0; n < 365; n += 1, day = day.next(1)) {
      const ours = almanac(day.getYear(), day.getMonth(), day.getDay());
      const lunar = day.getLunarDay();
      expect(ours.recommends, ours.date).toEqual(names(lunar.getRecommends()));
      expect(ours.avoids, ours.date).toEqual(names(lunar.getAvoids()));
      expect([...ours.gods.good, ...ours.gods.bad].sort(), ours.date).toEqual(names(lunar.getGods()).sort());
      expect(ours.duty, ours.date).toBe(lunar.getDuty().getName());
      expect(ours.twelveStar.name, ours.date).toBe(lunar.getTwelveStar().getName());
      expect(ours.ganZhi.day, ours.date).toBe(dayGanZhi(day.getYear(), day.getMonth(), day.getDay()));
      expect(ours.recommends.length + ours.avoids.length, ours.date).toBeGreaterThan(0);
    }
  });
});

describe('almanac: hand-checked days', () => {
  it('names the seasons a day falls in with the day of each: 六九 day 6 at 春节 2024, 初伏 day 6, 出梅 alone', () => {
    expect(almanac(2024, 2, 10).seasons).toEqual([{ name: '六九', day: 6 }]);
    expect(almanac(2024, 7, 20).seasons).toEqual([{ name: '初伏', day: 6 }]);
    expect(almanac(2024, 7, 6).seasons).toEqual([{ name: '出梅', day: null }]);
  });

  it('2026-01-01: Thursday, 乙巳年 戊子月 乙亥日, 闭 (建子 … 闭亥), 朱雀 (子月青龙起申), 冲蛇(己巳) 煞西, 元旦', () => {
    const a = almanac(2026, 1, 1);
    expect(a.weekday).toBe('星期四');
    expect(a.ganZhi).toEqual({ year: '乙巳', month: '戊子', day: '乙亥' });
    expect(a.zodiac).toBe('蛇');
    expect(a.lunar.text).toBe('农历乙巳年十一月十三');
    expect(a.duty).toBe('闭');
    expect(a.twelveStar).toEqual({ name: '朱雀', ecliptic: '黑道', luck: '凶' });
    expect(a.clash).toEqual({ zodiac: '蛇', ganZhi: '己巳', text: '冲蛇(己巳)', sha: '西' });
    expect(a.pengZu).toEqual(['乙不栽植千株不长', '亥不嫁娶不利新郎']);
    expect(a.festivals.solar).toEqual(['元旦']);
    expect(a.term).toMatchObject({ name: '冬至', startsAt: null });
    expect(a.phenology.ofTerm).toEqual(['蚯蚓结', '麋角解', '水泉动']);
    expect(a.twentyEightStar.full).toBe(`${a.twentyEightStar.name}木犴`);
    expect(a.avoids).toContain('嫁娶');
  });

  it('2026-02-04: 立春 starts at 04:02, the day is already 丙午年 庚寅月 (己酉日), 危, 玄武', () => {
    const a = almanac(2026, 2, 4);
    expect(a.term.name).toBe('立春');
    expect(a.term.dayIndex).toBe(0);
    expect(a.term.startsAt?.text.slice(0, 16)).toBe('2026-02-04 04:02');
    expect(a.ganZhi).toEqual({ year: '丙午', month: '庚寅', day: '己酉' });
    expect(a.zodiac).toBe('马');
    expect(a.duty).toBe('危');
    expect(a.twelveStar.name).toBe('玄武');
    expect(a.phenology.name).toBe('东风解冻');
  });

  it('2026-02-17: 春节 (正月初一), 壬戌日, 成 (建寅 … 成戌), 司命 (寅月青龙起子), statutory holiday', () => {
    const a = almanac(2026, 2, 17);
    expect(a.lunar).toMatchObject({ month: 1, day: 1, dayName: '初一' });
    expect(a.festivals.lunar).toEqual(['春节']);
    expect(a.festivals.legalHoliday).toEqual({ name: '春节', work: false });
    expect(a.ganZhi.day).toBe('壬戌');
    expect(a.duty).toBe('成');
    expect(a.twelveStar).toMatchObject({ name: '司命', ecliptic: '黄道' });
    expect(almanac(2026, 2, 16).festivals.lunar).toEqual(['除夕']);
  });

  it('lists twelve 时辰 from 子 (23:00 the evening before) with 黄道/黑道 by the 值神 rule (巳亥日青龙在午)', () => {
    const { hours } = almanac(2026, 1, 1);
    expect(hours.map((h) => h.branch).join('')).toBe('子丑寅卯辰巳午未申酉戌亥');
    expect(hours[0]).toMatchObject({ ganZhi: '丙子', range: '23:00-00:59', clash: { text: '冲马(庚午)' } });
    expect(hours[6]).toMatchObject({ ganZhi: '壬午', twelveStar: '青龙', ecliptic: '黄道', luck: '吉' });
    expect(hours.filter((h) => h.ecliptic === '黄道')).toHaveLength(6);
  });

  it('is plain JSON and rejects impossible dates', () => {
    const a = almanac(2024, 2, 29);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    expect(() => almanac(2026, 2, 29)).toThrow(RangeError);
  });
});

describe('hoursOfDayPillar', () => {
  it('equals tyme4ts’ SixtyCycleDay.getHours for all sixty day pillars', () => {
    let day = SolarDay.fromYmd(2025, 12, 1);
    for (let n = 0; n < 60; n += 1, day = day.next(1)) {
      const cycle = day.getSixtyCycleDay();
      expect(hoursOfDayPillar(cycle.getSixtyCycle())).toEqual(hoursOfDay(cycle));
    }
  });
});
