/**
 * The almanac facts a 择日 verdict reads that depend only on the day's month and day
 * pillars — 宜忌, 建除, 值神, 冲 and 彭祖 — asked of tyme4ts once per pair and kept: a year's
 * search meets each of its twelve months' sixty pillars at most once or twice, and the next
 * search of any year meets the same pairs again (3,600 at most).
 */
import { SixtyCycleDay, Taboo, type SixtyCycle, type SixtyCycleMonth, type SolarDay } from 'tyme4ts';
import { clashOf } from './almanac-hours';
import type { JudgedFacts } from './ze-day-judge';
import { pengZuSayings } from './ze-day-peng-zu';

export type PillarFacts = Pick<
  JudgedFacts,
  'recommends' | 'avoids' | 'duty' | 'twelveStar' | 'clash' | 'branch' | 'pengZu'
>;

const names = (list: readonly { getName(): string }[]): string[] => list.map((x) => x.getName());

const cache = new Map<number, PillarFacts>();

/**
 * The facts of a day of `month` whose pillar is `pillar`. The solar day, asked for only when
 * the pair is new, lets tyme4ts build its SixtyCycleDay: 建除 and 值神 are read from the month
 * and day branches.
 */
export function pillarFacts(solar: () => SolarDay, month: SixtyCycleMonth, pillar: SixtyCycle): PillarFacts {
  const monthPillar = month.getSixtyCycle();
  const key = monthPillar.getIndex() * 60 + pillar.getIndex();
  let facts = cache.get(key);
  if (facts === undefined) {
    const day = new SixtyCycleDay(solar(), month, pillar);
    const star = day.getTwelveStar();
    facts = {
      // The calls SixtyCycleDay.getRecommends / getAvoids make.
      recommends: names(Taboo.getDayRecommends(monthPillar, pillar)),
      avoids: names(Taboo.getDayAvoids(monthPillar, pillar)),
      duty: day.getDuty().getName(),
      twelveStar: { name: star.getName(), ecliptic: star.getEcliptic().getName() },
      clash: clashOf(pillar),
      branch: pillar.getEarthBranch().getName(),
      pengZu: pengZuSayings(pillar),
    };
    cache.set(key, facts);
  }
  return facts;
}
