import { LegalHoliday, LunarFestival, SolarFestival } from 'tyme4ts';
import { describe, expect, it } from 'vitest';
import { almanac } from '../calendar/almanac';
import type { AlmanacHour, Clash } from '../calendar/almanac-hours';
import { ALMANAC_GLOSSARY } from './almanac-glossary';
import type { TermLanguage } from './renderings';
import { term } from './term';
import { TermCollector } from './test-support';

type AlmanacTerms = TermCollector<typeof ALMANAC_GLOSSARY>;

const DAY_MS = 86_400_000;

function addClash(terms: AlmanacTerms, clash: Clash): void {
  terms.add('zodiac', clash.zodiac);
  terms.add('ganZhi', clash.ganZhi);
  terms.add('direction', clash.sha);
}

function addHour(terms: AlmanacTerms, hour: AlmanacHour): void {
  terms.add('branch', hour.branch);
  terms.add('ganZhi', hour.ganZhi);
  terms.add('twelveStar', hour.twelveStar);
  terms.add('luck', hour.ecliptic, hour.luck);
  terms.add('activity', ...hour.recommends, ...hour.avoids);
  addClash(terms, hour.clash);
}

describe('the almanac glossary', () => {
  it('renders every term of every day and 时辰 from 2020 to 2030 in all eleven languages', () => {
    const terms = new TermCollector(ALMANAC_GLOSSARY);
    for (let t = Date.UTC(2020, 0, 1); t <= Date.UTC(2030, 11, 31); t += DAY_MS) {
      const date = new Date(t);
      const day = almanac(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
      terms.add('ganZhi', day.ganZhi.year, day.ganZhi.month, day.ganZhi.day);
      terms.add('zodiac', day.zodiac);
      terms.add('activity', ...day.recommends, ...day.avoids);
      terms.add('god', ...day.gods.good, ...day.gods.bad);
      terms.add('twelveStar', day.twelveStar.name, day.twentyEightStar.beast);
      terms.add('luck', day.twelveStar.ecliptic, day.twelveStar.luck, day.twentyEightStar.luck);
      terms.add('duty', day.duty);
      terms.add('mansion', day.twentyEightStar.name);
      terms.add('direction', day.twentyEightStar.zone, ...Object.values(day.directions));
      terms.add('fetus', day.fetus);
      terms.add('nineStar', day.nineStar.text);
      terms.add('solarTerm', day.term.name);
      terms.add('phenology', day.phenology.name, ...day.phenology.ofTerm);
      terms.add('pentad', day.phenology.which);
      terms.add('pengZu', ...day.pengZu);
      terms.add('lunarMonth', day.lunar.monthName);
      terms.add('lunarDay', day.lunar.dayName);
      terms.add('festival', ...day.festivals.solar, ...day.festivals.lunar);
      if (day.festivals.legalHoliday) terms.add('festival', day.festivals.legalHoliday.name);
      terms.add('season', ...day.seasons.map((season) => season.name));
      terms.add('moonPhase', day.moonPhase);
      terms.add('sixStar', day.sixStar);
      addClash(terms, day.clash);
      day.hours.forEach((hour) => addHour(terms, hour));
    }
    expect(terms.missing()).toEqual([]);
    // The walk meets (nearly) the whole vocabulary, so the check above is not vacuous.
    expect(terms.count('ganZhi')).toBe(60);
    expect(terms.count('mansion')).toBe(28);
    expect(terms.count('solarTerm')).toBe(24);
    expect(terms.count('pengZu')).toBe(22);
    expect(terms.count('phenology')).toBe(72);
    expect(terms.count('fetus')).toBe(60);
    expect(terms.count('activity')).toBeGreaterThan(100);
    expect(terms.count('god')).toBeGreaterThan(100);
    expect(terms.count('moonPhase')).toBe(8);
    expect(terms.count('sixStar')).toBe(6);
    expect(terms.count('season')).toBe(14);
    // Twelve months and the leap months of 2020, 2023, 2025 and 2028.
    expect(terms.count('lunarMonth')).toBe(16);
    expect(terms.count('lunarDay')).toBe(30);
  });

  it('renders every festival and statutory holiday tyme4ts knows, including those outside the walk', () => {
    const terms = new TermCollector(ALMANAC_GLOSSARY);
    terms.add('festival', ...SolarFestival.NAMES, ...LunarFestival.NAMES, ...LegalHoliday.NAMES);
    expect(terms.missing()).toEqual([]);
    expect(terms.count('festival')).toBe(25);
  });

  it('words a leap month in each language around the month it repeats', () => {
    const month = (lang: TermLanguage) => term(ALMANAC_GLOSSARY, lang, 'lunarMonth', '闰四月');
    expect(month('zh-Hans')).toBe('闰四月');
    expect(month('zh-Hant')).toBe('閏四月');
    expect(month('en')).toBe('leap 4th lunar month');
    expect(month('ja')).toBe('閏4月');
    expect(term(ALMANAC_GLOSSARY, 'en', 'lunarMonth', '闰十三月')).toBe('闰十三月');
  });

  it('gives a lunar day its name in Chinese and its number elsewhere', () => {
    expect(term(ALMANAC_GLOSSARY, 'zh-Hant', 'lunarDay', '廿三')).toBe('廿三');
    expect(term(ALMANAC_GLOSSARY, 'ja', 'lunarDay', '廿三')).toBe('23');
    expect(term(ALMANAC_GLOSSARY, 'en', 'lunarDay', '初一')).toBe('1');
  });
});
