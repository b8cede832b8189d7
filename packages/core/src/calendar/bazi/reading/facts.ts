/**
 * What the reading's rules look at, gathered once from a chart: the day master, the
 * month, every stem and hidden stem with its kind of ten god, how much of each kind the
 * chart holds, and the relations among the four pillars.
 */
import { EarthBranch } from 'tyme4ts';
import type { BaziChart } from '../chart';
import { PILLAR_KEYS, type HiddenStemKind, type PillarKey } from '../pillars';
import { pillarRelations, type PillarRelation } from '../relations';
import { categoryOfGod } from './categories';
import { GOD_CATEGORIES, type GodCategory } from './types';

export interface StemFact {
  readonly pillar: PillarKey;
  readonly stem: string;
  readonly element: string;
  readonly tenGod: string;
  readonly category: GodCategory;
}

export interface HiddenStemFact extends StemFact {
  readonly kind: HiddenStemKind;
}

export interface ChartFacts {
  readonly dayMaster: { readonly stem: string; readonly element: string };
  readonly monthBranch: string;
  readonly monthElement: string;
  /** The day master's stage of the twelve (长生…养) on the month branch. */
  readonly monthStage: string;
  readonly climate: 'winter' | 'summer' | 'mild';
  /** The three stems beside the day master (year, month, hour). */
  readonly stems: readonly StemFact[];
  /** Every hidden stem of the four branches. */
  readonly hidden: readonly HiddenStemFact[];
  /** Weight of each kind: a visible stem or a branch's 本气 counts 1, a 中气 or 余气 ½. */
  readonly presence: Readonly<Record<GodCategory, number>>;
  /** Elements counted with hidden stems (the chart's tally). */
  readonly elementCounts: Readonly<Record<string, number>>;
  readonly relations: readonly PillarRelation[];
}

/**
 * Winter is the 亥 子 丑 months and summer the 巳 午 未 months (三会 北方水, 南方火):
 * the branches 11, 0, 1 and 5, 6, 7 of the cycle that starts at 子.
 */
function climateOf(branch: string): ChartFacts['climate'] {
  const index = EarthBranch.fromName(branch).getIndex();
  if (index === 11 || index <= 1) return 'winter';
  if (index >= 5 && index <= 7) return 'summer';
  return 'mild';
}

const HIDDEN_WEIGHT: Readonly<Record<HiddenStemKind, number>> = { 本气: 1, 中气: 0.5, 余气: 0.5 };

export function chartFacts(chart: BaziChart): ChartFacts {
  const stems: StemFact[] = PILLAR_KEYS.filter((key) => key !== 'day').map((pillar) => {
    const detail = chart.pillars[pillar];
    const tenGod = detail.tenGod;
    return { pillar, stem: detail.stem, element: detail.stemElement, tenGod, category: categoryOfGod(tenGod) };
  });
  const hidden: HiddenStemFact[] = PILLAR_KEYS.flatMap((pillar) =>
    chart.pillars[pillar].hiddenStems.map((h) => ({
      pillar,
      stem: h.stem,
      element: h.element,
      tenGod: h.tenGod,
      category: categoryOfGod(h.tenGod),
      kind: h.kind,
    })),
  );
  const presence = Object.fromEntries(GOD_CATEGORIES.map((c) => [c, 0])) as Record<GodCategory, number>;
  for (const stem of stems) presence[stem.category] += 1;
  for (const h of hidden) presence[h.category] += HIDDEN_WEIGHT[h.kind];
  const month = chart.pillars.month;
  return {
    dayMaster: { stem: chart.dayMaster.stem, element: chart.dayMaster.element },
    monthBranch: month.branch,
    monthElement: month.branchElement,
    monthStage: month.xingYun,
    climate: climateOf(month.branch),
    stems,
    hidden,
    presence,
    elementCounts: chart.elements.withHidden,
    relations: pillarRelations(PILLAR_KEYS.map((key) => ({ label: key, ganZhi: chart.pillars[key].ganZhi }))),
  };
}
