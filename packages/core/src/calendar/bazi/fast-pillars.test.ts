import { ChildLimit, Gender, SolarDay, SolarTerm, SolarTime } from 'tyme4ts';
import { describe, expect, it } from 'vitest';
import type { DateTimeParts } from '../format';
import { lunarDateSummary } from '../lunar-date';
import { trueSolarTime } from '../true-solar-time';
import { libraryEightChar } from './eight-char';
import { fastChildLimit, fastLunarDate, fastPillars } from './fast-pillars';
import type { ZiSect } from './input';
import { seeded } from '../test-random';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

function randomBirth(random: () => number, fromYear: number, toYear: number): DateTimeParts {
  const year = fromYear + Math.floor(random() * (toYear - fromYear + 1));
  const month = 1 + Math.floor(random() * 12);
  const days = month === 2 && leap(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return {
    year,
    month,
    day: 1 + Math.floor(random() * days),
    hour: Math.floor(random() * 24),
    minute: Math.floor(random() * 60),
    second: Math.floor(random() * 60),
  };
}

const solarTime = (t: DateTimeParts) => SolarTime.fromYmdHms(t.year, t.month, t.day, t.hour, t.minute, t.second);
const text = (t: DateTimeParts) => `${t.year}-${t.month}-${t.day} ${t.hour}:${t.minute}:${t.second}`;

describe('fastPillars equals tyme4ts’ eight-char providers', () => {
  for (const [block, seed] of [
    [1, 11],
    [2, 22],
    [3, 33],
    [4, 44],
  ] as const) {
    it(`for 5,000 random births 1801–2199, both 子时 schools (block ${block} of 4)`, { timeout: 120_000 }, () => {
      const random = seeded(seed);
      for (let n = 0; n < 5000; n += 1) {
        const birth = randomBirth(random, 1801, 2199);
        const school: ZiSect = n % 2 === 0 ? 'nextDay' : 'sameDay';
        expect(fastPillars(birth, birth, school).eightChar.getName(), `${text(birth)} ${school}`).toBe(
          libraryEightChar(solarTime(birth), school).getName(),
        );
      }
    });
  }

  it('for 1,200 births within two minutes of a 节 (1900–2199), where month and year turn', { timeout: 120_000 }, () => {
    const random = seeded(55);
    for (let n = 0; n < 1200; n += 1) {
      const year = 1900 + Math.floor(random() * 300);
      const jie = SolarTerm.fromIndex(year, 3 + 2 * Math.floor(random() * 12));
      const birth = jie
        .getJulianDay()
        .getSolarTime()
        .next(Math.floor(random() * 241) - 120);
      const parts = {
        year: birth.getYear(),
        month: birth.getMonth(),
        day: birth.getDay(),
        hour: birth.getHour(),
        minute: birth.getMinute(),
        second: birth.getSecond(),
      };
      expect(
        fastPillars(parts, parts, 'nextDay').eightChar.getName(),
        `${birth.toString()} near ${jie.getName()}`,
      ).toBe(libraryEightChar(birth, 'nextDay').getName());
    }
  });

  it(
    'takes year and month from the civil instant and day and hour from true solar time (300 births, 73°E–135°E)',
    { timeout: 60_000 },
    () => {
      const random = seeded(66);
      for (let n = 0; n < 300; n += 1) {
        const birth = randomBirth(random, 1901, 2099);
        const local = trueSolarTime(birth, 73 + random() * 62);
        const ours = fastPillars(birth, local, 'nextDay').eightChar;
        const civil = libraryEightChar(solarTime(birth), 'nextDay');
        const apparent = libraryEightChar(solarTime(local), 'nextDay');
        expect([ours.getYear().getName(), ours.getMonth().getName()], text(birth)).toEqual([
          civil.getYear().getName(),
          civil.getMonth().getName(),
        ]);
        expect([ours.getDay().getName(), ours.getHour().getName()], text(birth)).toEqual([
          apparent.getDay().getName(),
          apparent.getHour().getName(),
        ]);
      }
    },
  );

  it('lets the exact 节 instant decide even where tyme4ts’ day-level term lookup lags: 寒露 1883 at 10-08 23:18:10', () => {
    // tyme4ts' rounded day for this 寒露 is 10-09, so its SolarTime.getTerm still says 秋分 at 23:30 on 10-08.
    const birth = { year: 1883, month: 10, day: 8, hour: 23, minute: 30, second: 0 };
    expect(SolarTerm.fromIndex(1883, 19).getJulianDay().getSolarTime().toString()).toBe('1883年10月8日 23:18:10');
    // 癸未 year: 戊癸之年甲寅头, so 戌 month is 壬戌.
    expect(fastPillars(birth, birth, 'nextDay').eightChar.getMonth().getName()).toBe('壬戌');
    expect(libraryEightChar(solarTime(birth), 'nextDay').getMonth().getName()).toBe('辛酉');
  });
});

describe('fastChildLimit equals tyme4ts’ ChildLimit', () => {
  it('for 3,000 random births 1901–2199, both genders', { timeout: 120_000 }, () => {
    const random = seeded(77);
    for (let n = 0; n < 3000; n += 1) {
      const birth = randomBirth(random, 1901, 2199);
      const male = random() < 0.5;
      const time = solarTime(birth);
      const ours = fastChildLimit(time, fastPillars(birth, birth, 'nextDay'), male ? 'male' : 'female');
      const theirs = ChildLimit.fromSolarTime(time, male ? Gender.MAN : Gender.WOMAN);
      const label = `${text(birth)} ${male ? 'male' : 'female'}`;
      expect(ours.forward, label).toBe(theirs.isForward());
      expect([ours.years, ours.months, ours.days, ours.hours, ours.minutes], label).toEqual([
        theirs.getYearCount(),
        theirs.getMonthCount(),
        theirs.getDayCount(),
        theirs.getHourCount(),
        theirs.getMinuteCount(),
      ]);
      expect(ours.startTime.toString(), label).toBe(theirs.getEndTime().toString());
    }
  });
});

describe('fastLunarDate equals SolarDay.getLunarDay', () => {
  it('for 20,000 random dates 1801–2199 and every day of 2023 (闰二月) and 2025 (闰六月)', { timeout: 120_000 }, () => {
    const random = seeded(88);
    for (let n = 0; n < 20_000; n += 1) {
      const { year, month, day } = randomBirth(random, 1801, 2199);
      expect(fastLunarDate(year, month, day), `${year}-${month}-${day}`).toEqual(
        lunarDateSummary(SolarDay.fromYmd(year, month, day).getLunarDay()),
      );
    }
    for (const year of [2023, 2025]) {
      let d = SolarDay.fromYmd(year, 1, 1);
      while (d.getYear() === year) {
        expect(fastLunarDate(year, d.getMonth(), d.getDay())).toEqual(lunarDateSummary(d.getLunarDay()));
        d = d.next(1);
      }
    }
  });
});
