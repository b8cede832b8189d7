/**
 * The twelve 时辰 of an almanac day and the 冲煞 of any pillar, from tyme4ts.
 */
import { HeavenStem, SixtyCycle, Taboo, TwelveStar, type SixtyCycleDay, type SixtyCycleHour } from 'tyme4ts';
import { hmsText } from './format';
import { memoise } from './memo';

export interface Clash {
  /** The 生肖 of the branch this pillar clashes (六冲). */
  readonly zodiac: string;
  /** The pillar it clashes outright: its stem is the one this stem controls with the same polarity (天克), its branch the opposite (地冲). */
  readonly ganZhi: string;
  /** e.g. '冲蛇(己巳)' */
  readonly text: string;
  /** 煞方: 申子辰煞南, 寅午戌煞北, 巳酉丑煞东, 亥卯未煞西 (tyme4ts EarthBranch.getOminous). */
  readonly sha: string;
}

/**
 * 冲煞 of a day or hour pillar. The clashed branch and the 煞 direction come from
 * tyme4ts; the clashed stem is the 无情之克 one (阳克阳, 阴克阴), as almanacs print it:
 * the stem of the element this stem's element controls (Element.getRestrain), same polarity.
 */
export function clashOf(pillar: SixtyCycle): Clash {
  const stem = pillar.getHeavenStem();
  const branch = pillar.getEarthBranch();
  const opposite = branch.getOpposite();
  const clashedStem = HeavenStem.fromIndex(stem.getElement().getRestrain().getIndex() * 2 + (stem.getIndex() % 2));
  const ganZhi = `${clashedStem.getName()}${opposite.getName()}`;
  const zodiac = opposite.getZodiac().getName();
  return { zodiac, ganZhi, text: `冲${zodiac}(${ganZhi})`, sha: branch.getOminous().getName() };
}

export interface AlmanacHour {
  /** 0 = 子 … 11 = 亥 */
  readonly index: number;
  readonly branch: string;
  readonly ganZhi: string;
  /** Clock range, e.g. '23:00-00:59' for 子. */
  readonly range: string;
  /** 时辰值神 (青龙, 明堂 …) and whether it is 黄道 or 黑道, with the library's 吉/凶. */
  readonly twelveStar: string;
  readonly ecliptic: string;
  readonly luck: string;
  readonly clash: Clash;
  readonly recommends: readonly string[];
  readonly avoids: readonly string[];
}

const rangeOf = (index: number): string => {
  const start = (index * 2 + 23) % 24;
  return `${hmsText(start, 0, 0).slice(0, 5)}-${hmsText((start + 1) % 24, 59, 0).slice(0, 5)}`;
};

const names = (list: readonly { getName(): string }[]): string[] => list.map((x) => x.getName());

function hourEntry(
  index: number,
  hour: SixtyCycle,
  star: TwelveStar,
  recommends: string[],
  avoids: string[],
): AlmanacHour {
  const ecliptic = star.getEcliptic();
  return {
    index,
    branch: hour.getEarthBranch().getName(),
    ganZhi: hour.getName(),
    range: rangeOf(index),
    twelveStar: star.getName(),
    ecliptic: ecliptic.getName(),
    luck: ecliptic.getLuck().getName(),
    clash: clashOf(hour),
    recommends,
    avoids,
  };
}

/** The twelve 时辰 of a day as tyme4ts lists them (SixtyCycleDay.getHours: 子 from 23:00 the evening before). */
export function hoursOfDay(day: SixtyCycleDay): AlmanacHour[] {
  return day
    .getHours()
    .map((hour: SixtyCycleHour, index) =>
      hourEntry(
        index,
        hour.getSixtyCycle(),
        hour.getTwelveStar(),
        names(hour.getRecommends()),
        names(hour.getAvoids()),
      ),
    );
}

/**
 * The same twelve 时辰 from the day pillar alone, without building SixtyCycleHour
 * objects (each of which recomputes solar terms and the lunar date: ~0.2 ms).
 * Everything a 时辰 shows depends only on the day and hour pillars: the hour pillar is
 * the day stem's 子 hour onwards (五鼠遁, as LunarHour.getSixtyCycle computes it), the
 * 值神 is TwelveStar at (hour branch + (8 − day branch mod 6)·2) as SixtyCycleHour
 * computes it, and 宜忌 are Taboo.getHourRecommends / getHourAvoids of the two pillars.
 * almanac.test.ts holds this equal to hoursOfDay for all sixty day pillars, and
 * almanac-facts.test.ts the almanac's hours for random days 1801–2199.
 */
export function hoursOfDayPillar(dayPillar: SixtyCycle): AlmanacHour[] {
  const stemIndex = dayPillar.getHeavenStem().getIndex();
  const dayBranchIndex = dayPillar.getEarthBranch().getIndex();
  return Array.from({ length: 12 }, (_, index) => {
    const hour = SixtyCycle.fromIndex(stemIndex * 12 + index);
    const star = TwelveStar.fromIndex(index + (8 - (dayBranchIndex % 6)) * 2);
    return hourEntry(
      index,
      hour,
      star,
      names(Taboo.getHourRecommends(dayPillar, hour)),
      names(Taboo.getHourAvoids(dayPillar, hour)),
    );
  });
}

/**
 * hoursOfDayPillar computed once for each of the sixty pillars: a 时辰's pillar, 值神 and
 * 宜忌 depend on nothing else. Days with the same pillar share the one read-only list.
 */
export const hoursOfPillar: (dayPillar: SixtyCycle) => readonly AlmanacHour[] = memoise(hoursOfDayPillar, (dayPillar) =>
  dayPillar.getIndex(),
);
