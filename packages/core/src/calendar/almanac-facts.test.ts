import { LegalHoliday, LunarDay, SolarDay, SolarTerm } from 'tyme4ts';
import { describe, expect, it } from 'vitest';
import { almanac, almanacFrom } from './almanac';
import { libraryDayFacts } from './almanac-facts';
import { MAX_YEAR, MIN_YEAR } from './format';
import { randomDate, seeded } from './test-random';

// The reference reads every fact from tyme4ts day by day (~3.5 ms a day, nearly all of the
// run time): the 10,000 random days take about 35 s, each whole year under 1.5 s.
const expectSameAsLibrary = (year: number, month: number, day: number) =>
  expect(almanac(year, month, day), `${year}-${month}-${day}`).toEqual(almanacFrom(libraryDayFacts, year, month, day));

const ymd = (day: SolarDay) => [day.getYear(), day.getMonth(), day.getDay()] as const;

describe('almanac() from the caches deep-equals the almanac read from tyme4ts day by day', () => {
  for (const [block, seed] of [
    [1, 171],
    [2, 172],
    [3, 173],
    [4, 174],
  ] as const) {
    it(`for 2,500 random days 1801–2199 (block ${block} of 4)`, { timeout: 120_000 }, () => {
      const random = seeded(seed);
      for (let n = 0; n < 2500; n += 1) expectSameAsLibrary(...randomDate(random));
    });
  }

  // The ends of the range; 1880, where tyme4ts places 十月's 新月 on the day 冬月 begins, so
  // SolarDay.getPhase walks back into 九月's phases for a whole month; 2030, where 清明 falls on
  // 上巳 (三月初三) and LunarDay.getFestival names the first of the two; 2033, whose 闰十一月
  // holds 冬至 and runs into the next Gregorian year.
  for (const year of [MIN_YEAR, 1880, 2030, 2033, MAX_YEAR]) {
    it(`for every day of ${year}`, { timeout: 60_000 }, () => {
      for (let day = SolarDay.fromYmd(year, 1, 1); day.getYear() === year; day = day.next(1)) {
        expectSameAsLibrary(...ymd(day));
      }
    });
  }

  it('across the turn of 40 random years, where the year caches hand over', { timeout: 60_000 }, () => {
    const random = seeded(175);
    for (let n = 0; n < 40; n += 1) {
      const year = MIN_YEAR + Math.floor(random() * (MAX_YEAR - MIN_YEAR));
      for (let day = SolarDay.fromYmd(year, 12, 29), k = 0; k < 6; day = day.next(1), k += 1) {
        expectSameAsLibrary(...ymd(day));
      }
    }
  });

  it('keeps the library’s answers where its rules are odd: 残月 in mid-month, 上巳节 on 清明', () => {
    expect(almanac(1880, 11, 20)).toMatchObject({ lunar: { text: '农历庚辰年十月十八' }, moonPhase: '残月' });
    expect(almanac(2030, 4, 5)).toMatchObject({
      term: { name: '清明', dayIndex: 0 },
      festivals: { lunar: ['上巳节'] },
    });
  });
});

describe('almanac() against tyme4ts over the whole range, one fact at a time', () => {
  // A month's first day is where SolarDay.getPhase can walk back into the month before:
  // when tyme4ts places the month's 新月 a day (or, in 1880, a month) after it begins.
  it('has SolarDay.getPhase’s 月相 on the first day of every lunar month 1801–2199', { timeout: 120_000 }, () => {
    for (let month = SolarDay.fromYmd(MIN_YEAR, 1, 1).getLunarDay().getLunarMonth().next(1); ; month = month.next(1)) {
      const first = month.getFirstJulianDay().getSolarDay();
      if (first.getYear() > MAX_YEAR) break;
      expect(almanac(...ymd(first)).moonPhase, `${month.toString()}`).toBe(first.getPhase().getName());
    }
  });

  // Where LunarDay.getFestival's rules need more than the lunar date: 除夕 (the eve of the
  // next 春节) and the festivals set by solar terms, 清明 and 冬至; each with the days beside it.
  it(
    'has LunarDay.getFestival’s festival around every 除夕, 春节, 清明 and 冬至 1801–2199',
    { timeout: 120_000 },
    () => {
      for (let year = MIN_YEAR; year <= MAX_YEAR; year += 1) {
        const springFestival = LunarDay.fromYmd(year, 1, 1).getSolarDay();
        const [clearBright, winterSolstice] = [7, 24].map((term) => SolarTerm.fromIndex(year, term).getSolarDay());
        for (const centre of [springFestival.next(-1), springFestival, clearBright!, winterSolstice!]) {
          for (const day of [centre.next(-1), centre, centre.next(1)]) {
            const expected = day.getLunarDay().getFestival();
            expect(almanac(...ymd(day)).festivals.lunar, day.toString()).toEqual(expected ? [expected.getName()] : []);
          }
        }
      }
    },
  );

  // The years of LegalHoliday.DATA (2001–2026 in tyme4ts 1.x) and one on each side.
  it('has SolarDay.getLegalHoliday’s holiday on every day of the years its table covers', { timeout: 60_000 }, () => {
    const years = LegalHoliday.DATA.match(/.{13}/g)!.map((record) => Number(record.slice(0, 4)));
    let holidays = 0;
    for (let year = Math.min(...years) - 1; year <= Math.max(...years) + 1; year += 1) {
      for (let day = SolarDay.fromYmd(year, 1, 1); day.getYear() === year; day = day.next(1)) {
        const expected = day.getLegalHoliday();
        if (expected) holidays += 1;
        expect(almanac(...ymd(day)).festivals.legalHoliday, day.toString()).toEqual(
          expected && { name: expected.getName(), work: expected.isWork() },
        );
      }
    }
    expect(holidays).toBe(LegalHoliday.DATA.length / 13);
  });

  it('reads LegalHoliday.DATA in the record format almanac-festivals.ts expects', () => {
    expect(LegalHoliday.DATA.length % 13).toBe(0);
    expect(LegalHoliday.DATA).toMatch(/^(\d{8}[01][0-8][+-]\d{2})+$/);
  });
});
