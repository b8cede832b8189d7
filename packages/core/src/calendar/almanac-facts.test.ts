import { SolarDay } from 'tyme4ts';
import { describe, expect, it } from 'vitest';
import { almanac, almanacFrom } from './almanac';
import { libraryDayFacts } from './almanac-facts';
import { randomDate, seeded } from './test-random';

// The reference reads every fact from tyme4ts day by day (~3.5 ms a day, nearly all of the
// run time): the 10,000 random days take about 35 s, each whole year under a second.
const expectSameAsLibrary = (year: number, month: number, day: number) =>
  expect(almanac(year, month, day), `${year}-${month}-${day}`).toEqual(almanacFrom(libraryDayFacts, year, month, day));

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
  // 上巳 (三月初三) and LunarDay.getFestival names the first of the two.
  for (const year of [1801, 1880, 2030, 2199]) {
    it(`for every day of ${year}`, { timeout: 60_000 }, () => {
      for (let day = SolarDay.fromYmd(year, 1, 1); day.getYear() === year; day = day.next(1)) {
        expectSameAsLibrary(year, day.getMonth(), day.getDay());
      }
    });
  }

  it('keeps the library’s answers where its rules are odd: 残月 in mid-month, 上巳节 on 清明', () => {
    expect(almanac(1880, 11, 20)).toMatchObject({ lunar: { text: '农历庚辰年十月十八' }, moonPhase: '残月' });
    expect(almanac(2030, 4, 5)).toMatchObject({
      term: { name: '清明', dayIndex: 0 },
      festivals: { lunar: ['上巳节'] },
    });
  });
});
