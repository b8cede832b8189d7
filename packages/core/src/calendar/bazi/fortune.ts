/**
 * 起运, 大运 and 流年 of a chart, and the 流月 of a year.
 *
 * The rules are the classical ones (《三命通会·论大运》, 《渊海子平》): 阳男阴女 run
 * forward (顺行) from the month pillar, 阴男阳女 backward (逆行); the child limit is the
 * time from birth to the next 节 (forward) or back to the previous one (backward),
 * three days counting as one year. The child limit itself is counted in
 * fast-pillars.ts, as tyme4ts' DefaultChildLimitProvider counts it (called directly,
 * never through the global `ChildLimit.provider`). The 大运 and 流年 are numbered as
 * tyme4ts' DecadeFortune and Fortune number them (ages are 虚岁); fortune.test.ts
 * holds them equal.
 */
import { HeavenStem, SixtyCycleYear, SolarTerm, YinYang, type SixtyCycle, type SolarTime } from 'tyme4ts';
import { assertInteger, MAX_YEAR, MIN_YEAR, solarTimeParts, type DateTimeText } from '../format';
import type { Gender } from './input';

export interface ChildLimitSummary {
  /** 顺行 for 阳男阴女 (year stem 阳 and male, or 阴 and female), else 逆行. */
  readonly forward: boolean;
  readonly direction: '顺行' | '逆行';
  /** The 节 the child limit is counted to (forward) or back to (backward), with its instant. */
  readonly jie: { readonly name: string; readonly time: DateTimeText };
  readonly years: number;
  readonly months: number;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  /** The instant the first 大运 begins (起运时间), Beijing time. */
  readonly startTime: DateTimeText;
  /** 虚岁 at which the first 大运 begins, and its year. */
  readonly startAge: number;
  readonly startYear: number;
}

export interface YearFortune {
  readonly year: number;
  /** 虚岁 in that year. */
  readonly age: number;
  readonly ganZhi: string;
  /** Ten god of the year's stem against the day master. */
  readonly tenGod: string;
}

export interface DecadeFortuneSummary {
  readonly index: number;
  readonly ganZhi: string;
  readonly stem: string;
  readonly branch: string;
  readonly tenGod: string;
  readonly startAge: number;
  readonly endAge: number;
  readonly startYear: number;
  readonly endYear: number;
  readonly years: readonly YearFortune[];
}

export interface ChildLimitFacts {
  readonly forward: boolean;
  readonly jie: SolarTerm;
  readonly jieTime: SolarTime;
  readonly years: number;
  readonly months: number;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly startTime: SolarTime;
}

export const isForward = (yearPillar: SixtyCycle, gender: Gender): boolean =>
  (yearPillar.getHeavenStem().getYinYang() === YinYang.YANG) === (gender === 'male');

export function childLimitSummary(facts: ChildLimitFacts, birthYear: number): ChildLimitSummary {
  const startYear = facts.startTime.getYear();
  return {
    forward: facts.forward,
    direction: facts.forward ? '顺行' : '逆行',
    jie: { name: facts.jie.getName(), time: solarTimeParts(facts.jieTime) },
    years: facts.years,
    months: facts.months,
    days: facts.days,
    hours: facts.hours,
    minutes: facts.minutes,
    startTime: solarTimeParts(facts.startTime),
    startAge: startYear - birthYear + 1,
    startYear,
  };
}

/**
 * Names of a year's pillar and of a stem's ten god, memoised: a chart lists a hundred
 * 流年, and building tyme4ts objects for each is most of a chart's cost. Both memos are
 * bounded (years in range; 10 × 10 stem pairs) and hold only the library's own answers.
 */
const yearPillars = new Map<number, { readonly ganZhi: string; readonly stem: number }>();
function yearPillar(year: number): { readonly ganZhi: string; readonly stem: number } {
  let entry = yearPillars.get(year);
  if (!entry) {
    const pillar = SixtyCycleYear.fromYear(year).getSixtyCycle();
    entry = { ganZhi: pillar.getName(), stem: pillar.getHeavenStem().getIndex() };
    yearPillars.set(year, entry);
  }
  return entry;
}

const tenGods: string[] = [];
/** dayMaster.getTenStar(stem).getName() by stem indices. */
export function tenGodOf(dayMaster: number, stem: number): string {
  const key = dayMaster * 10 + stem;
  let name = tenGods[key];
  if (name === undefined) {
    name = HeavenStem.fromIndex(dayMaster).getTenStar(HeavenStem.fromIndex(stem)).getName();
    tenGods[key] = name;
  }
  return name;
}

/**
 * The ten 大运 from the month pillar, each with its ten 流年. Decade i starts in the
 * year the child limit ends plus 10·i, at 虚岁 (that year − birth year + 1).
 */
export function decadeFortunes(
  monthPillar: SixtyCycle,
  dayMaster: HeavenStem,
  forward: boolean,
  birthYear: number,
  startYear: number,
  count = 10,
): DecadeFortuneSummary[] {
  const master = dayMaster.getIndex();
  const decades: DecadeFortuneSummary[] = [];
  for (let index = 0; index < count; index += 1) {
    const pillar = monthPillar.next(forward ? index + 1 : -(index + 1));
    const first = startYear + index * 10;
    const firstAge = first - birthYear + 1;
    const years: YearFortune[] = [];
    for (let k = 0; k < 10; k += 1) {
      const y = yearPillar(first + k);
      years.push({ year: first + k, age: firstAge + k, ganZhi: y.ganZhi, tenGod: tenGodOf(master, y.stem) });
    }
    decades.push({
      index,
      ganZhi: pillar.getName(),
      stem: pillar.getHeavenStem().getName(),
      branch: pillar.getEarthBranch().getName(),
      tenGod: tenGodOf(master, pillar.getHeavenStem().getIndex()),
      startAge: firstAge,
      endAge: firstAge + 9,
      startYear: first,
      endYear: first + 9,
      years,
    });
  }
  return decades;
}

export interface MonthFortune {
  /** 0 for the 寅 month (from 立春) … 11 for the 丑 month (from the next 小寒). */
  readonly index: number;
  readonly ganZhi: string;
  readonly stem: string;
  readonly branch: string;
  /** The 节 that opens the month and its exact instant (Beijing time). */
  readonly jie: string;
  readonly start: DateTimeText;
  /** Ten god of the month stem, when a day master was given. */
  readonly tenGod: string | null;
}

/**
 * 流月: the twelve month pillars of the 干支 year that starts at `year`'s 立春, each with
 * the instant of its opening 节. With a day master stem ('甲'…'癸') each gets its ten god.
 */
export function liuYue(year: number, dayMasterStem?: string): MonthFortune[] {
  assertInteger(year, MIN_YEAR, MAX_YEAR, 'year');
  if (dayMasterStem !== undefined && !HeavenStem.NAMES.includes(dayMasterStem))
    throw new RangeError(`not a heavenly stem: ${dayMasterStem}`);
  const dayMaster = dayMasterStem === undefined ? undefined : HeavenStem.fromName(dayMasterStem);
  return SixtyCycleYear.fromYear(year)
    .getMonths()
    .map((month, index) => {
      const pillar = month.getSixtyCycle();
      const jie = SolarTerm.fromIndex(year, 3 + index * 2);
      return {
        index,
        ganZhi: pillar.getName(),
        stem: pillar.getHeavenStem().getName(),
        branch: pillar.getEarthBranch().getName(),
        jie: jie.getName(),
        start: solarTimeParts(jie.getJulianDay().getSolarTime()),
        tenGod: dayMaster ? dayMaster.getTenStar(pillar.getHeavenStem()).getName() : null,
      };
    });
}
