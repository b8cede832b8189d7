import type { ZiweiChart, ZiweiHoroscope } from '../ziwei';
import { stackCodes, type StackFact } from './stack-rules';
import type { PeriodMutagen, PeriodReading, StackReading } from './types';
import { palaceIdOf } from './vocabulary';

const opposite = (index: number) => (index + 6) % 12;
const where = (period: PeriodReading, mutagen: PeriodMutagen['mutagen']) =>
  period.mutagens.find((m) => m.mutagen === mutagen)?.index;

/** The facts of 叠宫 and 化忌冲 between a decade, a year and the birth 命宫. */
function stackFacts(natalSoul: number, decade: PeriodReading, year: PeriodReading): Set<StackFact> {
  const yearJi = where(year, 'ji');
  const decadeJi = where(decade, 'ji');
  const apart = decade.index !== natalSoul;
  const facts: [StackFact, boolean][] = [
    ['samePalace', year.index === decade.index],
    ['yearJiEntersDecade', yearJi === decade.index],
    ['yearJiClashesDecade', yearJi === opposite(decade.index)],
    ['yearJiEntersNatal', apart && yearJi === natalSoul],
    ['yearJiClashesNatal', apart && yearJi === opposite(natalSoul)],
    ['decadeJiClashesNatal', apart && decadeJi === opposite(natalSoul)],
    ['doubleJi', yearJi !== undefined && yearJi === decadeJi],
    ['yearLuEntersDecade', where(year, 'lu') === decade.index],
  ];
  return new Set(facts.filter(([, holds]) => holds).map(([fact]) => fact));
}

/** The year's palace and texts without what the decade has said already: read once. */
function withoutRepeats(decade: PeriodReading, year: PeriodReading): PeriodReading {
  const said = new Set([...decade.codes, ...decade.mutagens.flatMap((m) => m.codes)]);
  const fresh = (codes: readonly string[]) => codes.filter((code) => !said.has(code));
  return { ...year, codes: fresh(year.codes), mutagens: year.mutagens.map((m) => ({ ...m, codes: fresh(m.codes) })) };
}

/** 大限 and 流年 together: the stacked facts, and the year as read after the decade. */
export function stackReading(
  chart: ZiweiChart,
  horoscope: ZiweiHoroscope,
  decade: PeriodReading,
  year: PeriodReading,
): { stack: StackReading; year: PeriodReading } {
  const natalSoul = chart.palaces.find((p) => p.name === '命宫')?.index;
  if (natalSoul === undefined) throw new Error('chart has no 命宫');
  const yearInDecade = horoscope.decadal.palaceNames[year.index];
  if (yearInDecade === undefined) throw new Error(`the decade names no palace ${year.index}`);
  return {
    stack: {
      samePalace: year.index === decade.index,
      yearInDecade: palaceIdOf(yearInDecade),
      codes: stackCodes(stackFacts(natalSoul, decade, year)),
    },
    year: withoutRepeats(decade, year),
  };
}
