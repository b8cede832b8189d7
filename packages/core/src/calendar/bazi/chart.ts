/**
 * 八字排盘: a birth chart as plain data, from a solar (Gregorian, Beijing time) or lunar
 * birth date. Pillars, ten gods, hidden stems, 纳音, 十二长生, 旬空, the child limit,
 * 大运 and 流年 all come from tyme4ts; this module only arranges them. The pillars,
 * child limit and lunar date are read through the per-year caches of fast-pillars.ts,
 * held equal to tyme4ts' EightChar and ChildLimit by fast-pillars.test.ts.
 *
 * With a longitude, two clocks are involved and each pillar takes the one it measures:
 * year and month pillars change at 立春 and the other 节, instants of the Sun's ecliptic
 * longitude that happen at the same moment everywhere, so they (and the child limit,
 * counted to a 节) use the civil Beijing instant; day and hour pillars follow the Sun
 * over the birthplace, so they use its true solar time (../true-solar-time.ts).
 */
import { SolarDay, SolarTime, YinYang, type EightChar } from 'tyme4ts';
import { dateTimeText, type DateTimeParts, type DateTimeText } from '../format';
import type { LunarDateSummary } from '../lunar-date';
import { trueSolarTime, type TrueSolarTime } from '../true-solar-time';
import { tallyElements, type ElementTally } from './elements';
import { fastChildLimit, fastLunarDate, fastPillars } from './fast-pillars';
import { childLimitSummary, decadeFortunes, type ChildLimitSummary, type DecadeFortuneSummary } from './fortune';
import {
  assertBirthInput,
  birthInputFromLunar,
  type BirthInput,
  type Gender,
  type LunarBirthInput,
  type ZiSect,
} from './input';
import { dayMasterLabel, pillarDetail, type PillarDetail, type PillarKey } from './pillars';

export interface BaziChart {
  readonly gender: Gender;
  readonly ziSect: ZiSect;
  /** Beijing civil time of birth, as given; year and month pillars and 起运 use it. */
  readonly solarTime: DateTimeText;
  /** True solar time at the given longitude (day and hour pillars use it), or null. */
  readonly trueSolarTime: TrueSolarTime | null;
  /** Lunar date of the civil birth date (tyme4ts' LunarDay of that Gregorian date). */
  readonly lunar: LunarDateSummary;
  /** 生肖 of the year pillar (the year turns at 立春, to the second). */
  readonly zodiac: string;
  /** Western sign by the civil birth date, as tyme4ts names it ('白羊' … '双鱼'). */
  readonly constellation: string;
  /** The four pillars, e.g. '庚辰 戊寅 壬辰 庚戌'. */
  readonly eightChar: string;
  readonly pillars: Readonly<Record<PillarKey, PillarDetail>>;
  readonly dayMaster: { readonly stem: string; readonly element: string; readonly yinYang: '阳' | '阴' };
  readonly elements: ElementTally;
  readonly childLimit: ChildLimitSummary;
  /** Ten 大运 from the child limit on, each with its ten 流年. */
  readonly decades: readonly DecadeFortuneSummary[];
}

/** The four pillar details of an eight-char; the day pillar's ten god reads 元男 / 元女. */
export function pillarDetails(eightChar: EightChar, gender: Gender): Record<PillarKey, PillarDetail> {
  const dayMaster = eightChar.getDay().getHeavenStem();
  return {
    year: pillarDetail(eightChar.getYear(), dayMaster),
    month: pillarDetail(eightChar.getMonth(), dayMaster),
    day: pillarDetail(eightChar.getDay(), dayMaster, dayMasterLabel(gender)),
    hour: pillarDetail(eightChar.getHour(), dayMaster),
  };
}

/** The birth chart for a solar birth date and Beijing time. Throws RangeError on invalid input. */
export function baziChart(input: BirthInput): BaziChart {
  assertBirthInput(input);
  const civil: DateTimeParts = {
    year: input.year,
    month: input.month,
    day: input.day,
    hour: input.hour,
    minute: input.minute,
    second: input.second ?? 0,
  };
  const trueSolar = input.longitude === undefined ? null : trueSolarTime(civil, input.longitude);
  const pillars = fastPillars(civil, trueSolar ?? civil, input.ziSect);
  const { eightChar } = pillars;
  const dayMaster = eightChar.getDay().getHeavenStem();
  const civilTime = SolarTime.fromYmdHms(civil.year, civil.month, civil.day, civil.hour, civil.minute, civil.second);
  const limit = fastChildLimit(civilTime, pillars, input.gender);
  const childLimit = childLimitSummary(limit, input.year);
  return {
    gender: input.gender,
    ziSect: input.ziSect,
    solarTime: dateTimeText(civil),
    trueSolarTime: trueSolar,
    lunar: fastLunarDate(civil.year, civil.month, civil.day),
    zodiac: eightChar.getYear().getEarthBranch().getZodiac().getName(),
    constellation: SolarDay.fromYmd(civil.year, civil.month, civil.day).getConstellation().getName(),
    eightChar: eightChar.getName(),
    pillars: pillarDetails(eightChar, input.gender),
    dayMaster: {
      stem: dayMaster.getName(),
      element: dayMaster.getElement().getName(),
      yinYang: dayMaster.getYinYang() === YinYang.YANG ? '阳' : '阴',
    },
    elements: tallyElements(eightChar),
    childLimit,
    decades: decadeFortunes(eightChar.getMonth(), dayMaster, limit.forward, input.year, childLimit.startYear),
  };
}

/** The birth chart for a lunar birth date (negative month or `leapMonth: true` for a leap month). */
export const baziChartFromLunar = (input: LunarBirthInput): BaziChart => baziChart(birthInputFromLunar(input));
