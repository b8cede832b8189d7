import { SolarDay } from 'tyme4ts';
import { astro } from 'iztro';
import { almanac, almanacFrom } from '../packages/core/src/calendar/almanac';
import { libraryDayFacts } from '../packages/core/src/calendar/almanac-facts';
import { baziChart } from '../packages/core/src/calendar/bazi/chart';
import { randomDate, seeded } from '../packages/core/src/calendar/test-random';
import { searchGoodDays } from '../packages/core/src/calendar/ze-day';
import { ziweiChart, ziweiHoroscope, type ZiweiInput } from '../packages/core/src/calendar/ziwei';
import { benchAstrology } from './astrology';
import { withMemoisedTranslations } from '../apps/server/src/lib/iztro-translation-memo';
import { benchQimen } from './qimen';
import { median, printTable, spread } from './report';

const BUDGET_CHARTS_PER_SECOND = 10_000;
const BUDGET_ZE_DAY_MS = 50;
const BUDGET_ALMANAC_MS = 1;
const BUDGET_ZIWEI_MS = 5;

/** Calls `run` for about `ms` milliseconds and returns how many calls a second it managed. */
function perSecond(run: (i: number) => void, ms = 2_000): number {
  const start = performance.now();
  let count = 0;
  while (performance.now() - start < ms) run(count++);
  return count / ((performance.now() - start) / 1000);
}

function timeMs(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const msText = (value: number): string => value.toFixed(value < 1 ? 3 : 1);

/** Milliseconds per call of `run` over all `inputs`, for each of `rounds` passes. */
function msPerCallByRound<T>(inputs: readonly T[], run: (input: T) => void, rounds: number): number[] {
  return Array.from({ length: rounds }, () => timeMs(() => inputs.forEach(run)) / inputs.length);
}

/** Each call's own time in milliseconds: one-off work (a chart nobody asked for before) is read by percentile. */
const callTimes = <T>(inputs: readonly T[], run: (input: T) => void): number[] =>
  inputs.map((input) => timeMs(() => run(input)));

/**
 * An almanac day: almanac() reads the ephemeris-bound facts from year and month caches;
 * almanacFrom(libraryDayFacts) asks tyme4ts day by day, as almanac() did before. Random
 * days over 1801–2199; the first pass fills the caches (most of its days meet a year or a
 * lunar month for the first time), the rounds after it read them.
 */
function benchAlmanac(): string[][] {
  const random = seeded(2026);
  const days = Array.from({ length: 2000 }, () => randomDate(random));
  const reference = days.slice(0, 200);
  const firstPass = msPerCallByRound(days, (d) => almanac(...d), 1);
  const cached = msPerCallByRound(days, (d) => almanac(...d), 5);
  const library = msPerCallByRound(reference, (d) => almanacFrom(libraryDayFacts, ...d), 3);
  const row = (measure: string, rounds: number[]) => [
    measure,
    spread(rounds, msText),
    spread(library, msText),
    (median(rounds) / median(library)).toFixed(3),
    String(BUDGET_ALMANAC_MS),
    (median(rounds) / BUDGET_ALMANAC_MS).toFixed(2),
  ];
  return [
    row('almanac ms/day, caches filled: min / median / max of 5 rounds of 2,000 days', cached),
    row('almanac ms/day, first pass over the same days (caches filling)', firstPass),
  ];
}

/**
 * A 紫微 chart nobody asked for before (the server caches answers, core does not): p50 of
 * ziweiChart over random births beside plain iztro's astro.bySolar for the same births,
 * and the same for a horoscope. Twenty births first warm both paths and the memo.
 */
function benchZiwei(): string[][] {
  const random = seeded(1984);
  const births = Array.from({ length: 320 }, (): ZiweiInput => {
    const [year, month, day] = randomDate(random);
    return {
      date: `${year}-${month}-${day}`,
      hourIndex: Math.floor(random() * 13),
      gender: random() < 0.5 ? 'male' : 'female',
    };
  });
  const at = { date: '2026-6-1', hourIndex: 6 };
  const plainChart = (b: ZiweiInput) => astro.bySolar(b.date, b.hourIndex, b.gender === 'male' ? '男' : '女', true);
  const [warm, measured] = [births.slice(0, 20), births.slice(20)];
  const chart = (b: ZiweiInput) => withMemoisedTranslations(() => ziweiChart(b));
  const horoscope = (b: ZiweiInput) => withMemoisedTranslations(() => ziweiHoroscope(b, at));
  for (const b of warm) {
    plainChart(b).horoscope(at.date, at.hourIndex);
    horoscope(b);
  }
  const p50 = (run: (b: ZiweiInput) => void) => median(callTimes(measured, run));
  const row = (measure: string, fast: number, plain: number) => [
    measure,
    msText(fast),
    msText(plain),
    (fast / plain).toFixed(3),
    String(BUDGET_ZIWEI_MS),
    (fast / BUDGET_ZIWEI_MS).toFixed(2),
  ];
  return [
    row('紫微 chart, ms p50 (300 births)', p50(chart), p50(plainChart)),
    row(
      '紫微 chart and its horoscope (ziweiHoroscope), ms p50',
      p50(horoscope),
      p50((b) => plainChart(b).horoscope(at.date, at.hourIndex)),
    ),
  ];
}

/**
 * What a year's 择日 needs of each day, asked of tyme4ts day by day as a search without its
 * caches would (宜忌, 建除, 值神, gods, lunar date, year pillar, 彭祖, the next day's solar term):
 * the reference the search is measured beside.
 */
function libraryZeDayYear(year: number): void {
  for (let day = SolarDay.fromYmd(year, 1, 1); day.getYear() === year; day = day.next(1)) {
    const cycle = day.getSixtyCycleDay();
    cycle.getRecommends();
    cycle.getAvoids();
    cycle.getDuty();
    cycle.getTwelveStar();
    cycle.getGods();
    cycle.getYear();
    cycle.getSixtyCycle().getPengZu();
    day.getLunarDay();
    day.next(1).getTermDay();
  }
}

/**
 * A year of 择日 for a wedding with both 生肖 and a chart's pillars (every rule at work): the
 * first search of the run (2027, its per-pillar facts not yet kept), then five other years,
 * beside the library asked day by day for the same year.
 */
function benchZeDay(): string[][] {
  const wedding = (year: number) => () =>
    searchGoodDays({
      event: '嫁娶',
      from: `${year}-01-01`,
      to: `${year}-12-31`,
      zodiac: '马',
      partnerZodiac: '羊',
      pillars: { year: '庚午', day: '壬午' },
    });
  const first = [timeMs(wedding(2027))];
  const others = [2028, 2029, 2030, 2031, 2032].map((year) => timeMs(wedding(year)));
  const library = [2027, 2028, 2029].map((year) => timeMs(() => libraryZeDayYear(year)));
  const row = (measure: string, rounds: number[]) => [
    measure,
    spread(rounds, msText),
    spread(library, msText),
    (median(rounds) / median(library)).toFixed(3),
    String(BUDGET_ZE_DAY_MS),
    (median(rounds) / BUDGET_ZE_DAY_MS).toFixed(2),
  ];
  return [
    row('择日 365 days, ms, first search of the run (2027)', first),
    row('择日 365 days, ms, min / median / max of 2028–2032', others),
  ];
}

/**
 * Core speed against DESIGN.md: full 八字 charts per second, a year of 择日, an almanac day, a 紫微
 * and a 奇门 chart, a natal chart and a day's twelve sign horoscopes.
 */
export function benchCore(): void {
  // Births spread over a century and every hour, so per-year caches are exercised, not just hit.
  const charts = perSecond((i) =>
    baziChart({
      year: 1930 + (i % 90),
      month: 1 + (i % 12),
      day: 1 + (i % 28),
      hour: i % 24,
      minute: (i * 7) % 60,
      gender: i % 2 ? 'male' : 'female',
      ziSect: 'nextDay',
    }),
  );
  printTable(
    'Core calendar against DESIGN.md budgets',
    ['measure', 'figure', 'budget', 'ratio'],
    [
      [
        '八字 charts per second',
        charts.toFixed(0),
        BUDGET_CHARTS_PER_SECOND,
        (charts / BUDGET_CHARTS_PER_SECOND).toFixed(2),
      ],
    ],
  );
  printTable(
    'Almanac, 择日, 紫微, 奇门 and 星座 beside their library-direct references, measured in the same run',
    ['measure', 'figure', 'reference', 'figure ÷ reference', 'budget', 'figure ÷ budget'],
    [...benchAlmanac(), ...benchZeDay(), ...benchZiwei(), ...benchQimen(msText), ...benchAstrology(msText)],
  );
}
