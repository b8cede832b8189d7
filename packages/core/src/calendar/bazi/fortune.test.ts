import { ChildLimit, Gender, SolarTime } from 'tyme4ts';
import { describe, expect, it } from 'vitest';
import { baziChart } from './chart';
import { liuYue } from './fortune';
import { monthGanZhi } from './test-support';
import { seeded } from '../test-random';

describe('大运 and 流年 equal tyme4ts’ ChildLimit, DecadeFortune and Fortune', () => {
  it('for 300 random births across 1900–2100, both genders', () => {
    const random = seeded(7);
    for (let n = 0; n < 300; n += 1) {
      const year = 1900 + Math.floor(random() * 200);
      const month = 1 + Math.floor(random() * 12);
      const day = 1 + Math.floor(random() * 28);
      const hour = Math.floor(random() * 24);
      const minute = Math.floor(random() * 60);
      const gender = random() < 0.5 ? 'male' : 'female';
      const chart = baziChart({ year, month, day, hour, minute, gender, ziSect: 'nextDay' });
      const limit = ChildLimit.fromSolarTime(
        SolarTime.fromYmdHms(year, month, day, hour, minute, 0),
        gender === 'male' ? Gender.MAN : Gender.WOMAN,
      );
      const label = `${year}-${month}-${day} ${hour}:${minute} ${gender}`;
      expect(chart.childLimit.forward, label).toBe(limit.isForward());
      expect(
        [
          chart.childLimit.years,
          chart.childLimit.months,
          chart.childLimit.days,
          chart.childLimit.hours,
          chart.childLimit.minutes,
        ],
        label,
      ).toEqual([
        limit.getYearCount(),
        limit.getMonthCount(),
        limit.getDayCount(),
        limit.getHourCount(),
        limit.getMinuteCount(),
      ]);
      const end = limit.getEndTime();
      const { startTime } = chart.childLimit;
      expect(
        [startTime.year, startTime.month, startTime.day, startTime.hour, startTime.minute, startTime.second],
        label,
      ).toEqual([end.getYear(), end.getMonth(), end.getDay(), end.getHour(), end.getMinute(), end.getSecond()]);
      let decade = limit.getStartDecadeFortune();
      for (const ours of chart.decades) {
        expect([ours.ganZhi, ours.startAge, ours.endAge, ours.startYear, ours.endYear], label).toEqual([
          decade.getName(),
          decade.getStartAge(),
          decade.getEndAge(),
          decade.getStartSixtyCycleYear().getYear(),
          decade.getEndSixtyCycleYear().getYear(),
        ]);
        let fortune = decade.getStartFortune();
        for (const year of ours.years) {
          expect([year.year, year.age, year.ganZhi], label).toEqual([
            fortune.getSixtyCycleYear().getYear(),
            fortune.getAge(),
            fortune.getSixtyCycleYear().getSixtyCycle().getName(),
          ]);
          fortune = fortune.next(1);
        }
        decade = decade.next(1);
      }
    }
  });
});

describe('liuYue', () => {
  it('lists the twelve months of 丙午 2026 from 庚寅 (立春 2026-02-04) to 辛丑 (小寒 2027-01-05)', () => {
    const months = liuYue(2026);
    expect(months).toHaveLength(12);
    expect(months.map((m) => m.ganZhi)).toEqual(Array.from({ length: 12 }, (_, i) => monthGanZhi('丙', i)));
    expect(months[0]).toMatchObject({ ganZhi: '庚寅', jie: '立春' });
    expect(months[0]!.start.text.startsWith('2026-02-04 04:0')).toBe(true);
    expect(months[11]).toMatchObject({ ganZhi: '辛丑', jie: '小寒' });
    expect(months[11]!.start.text.startsWith('2027-01-05')).toBe(true);
    expect(months.map((m) => m.jie)).toEqual([
      '立春',
      '惊蛰',
      '清明',
      '立夏',
      '芒种',
      '小暑',
      '立秋',
      '白露',
      '寒露',
      '立冬',
      '大雪',
      '小寒',
    ]);
  });

  it('adds ten gods when given a day master', () => {
    expect(liuYue(2026, '甲')[0]!.tenGod).toBe('七杀'); // 庚 against 甲
    expect(liuYue(2026)[0]!.tenGod).toBeNull();
    expect(() => liuYue(2026, '子')).toThrow(RangeError);
  });
});
