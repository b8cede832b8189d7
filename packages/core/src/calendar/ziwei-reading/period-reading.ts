import type { ZiweiChart, ZiweiHoroscopeItem } from '../ziwei';
import { evaluate } from './engine';
import { PERIOD_MUTAGEN_RULES, PERIOD_RULES } from './rules';
import { starsRead } from './stars-read';
import type { PeriodMutagen, PeriodReading } from './types';
import { MUTAGENS, mutagenStarIdOf, palaceIdOf } from './vocabulary';

/** Where a period's 四化 star stands, named as the period counts its palaces and as the birth chart does. */
function periodMutagens(chart: ZiweiChart, period: ZiweiHoroscopeItem): PeriodMutagen[] {
  return period.mutagen.flatMap((name, order): PeriodMutagen[] => {
    const mutagen = MUTAGENS[order];
    const star = mutagenStarIdOf(name);
    const home = chart.palaces.find((p) => [...p.majorStars, ...p.minorStars].some((s) => s.name === name));
    const palaceName = home ? period.palaceNames[home.index] : undefined;
    if (!mutagen || !star || !home || palaceName === undefined) return [];
    const palace = palaceIdOf(palaceName);
    return [
      {
        mutagen,
        star,
        index: home.index,
        palace,
        natalPalace: palaceIdOf(home.name),
        codes: evaluate(PERIOD_MUTAGEN_RULES, { palace, stars: [], borrowed: false, mutagen }),
      },
    ];
  });
}

/** A 大限 or 流年: the natal palace it opens, the stars read there, and its 四化. */
export function periodReading(
  chart: ZiweiChart,
  period: ZiweiHoroscopeItem,
  frame: PeriodReading['frame'],
): PeriodReading {
  const natal = chart.palaces.find((p) => p.index === period.index);
  if (!natal) throw new Error(`chart has no palace ${period.index}`);
  const read = starsRead(chart, natal);
  const palace = palaceIdOf(natal.name);
  const borrowed = read.borrowedFrom !== null;
  return {
    frame,
    index: period.index,
    palace,
    heavenlyStem: period.heavenlyStem,
    earthlyBranch: period.earthlyBranch,
    stars: read.ids,
    borrowed,
    codes: evaluate(PERIOD_RULES, { palace, stars: read.ids, borrowed }),
    mutagens: periodMutagens(chart, period),
  };
}
