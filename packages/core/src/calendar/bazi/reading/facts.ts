/**
 * What the reading's rules look at, gathered once from a chart: the day master, the
 * month, every stem and hidden stem with its kind of ten god, the weighed pieces the
 * strength and the rules count, and the relations among the four pillars.
 *
 * Weighing (decision 0026): every character but the day master is a piece with a weight
 * by its position — the month branch heaviest (3, of which 0.6 is the season itself, 令,
 * and 0.4 its hidden stems), the day branch under the day master next (1.5), then the hour
 * branch (1) and the year branch (0.7); of the stems, the month stem beside the day master
 * (1.2) and the hour stem (1) weigh more than the distant year stem (0.6). A branch's
 * weight is shared by its hidden stems (本气 0.6, 中气 0.3, 余气 0.1; two: 0.7 and 0.3).
 * Combinations (combinations.ts) change a piece's element or how much of it holds.
 */
import { EarthBranch } from 'tyme4ts';
import type { BaziChart } from '../chart';
import { PILLAR_KEYS, type HiddenStemKind, type PillarKey } from '../pillars';
import { pillarRelations, type PillarRelation } from '../relations';
import { categoryOfElement, categoryOfGod } from './categories';
import { chartCombinations, type Combination } from './combinations';
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

/** One weighed part of the chart, with the element it counts as after combinations. */
export interface Piece {
  readonly pillar: PillarKey;
  /** The month's season (令), a visible stem, or a hidden stem of a branch. */
  readonly place: 'season' | 'stem' | 'hidden';
  readonly element: string;
  readonly category: GodCategory;
  /** The character behind it (the branch for the season). */
  readonly char: string;
  readonly weight: number;
}

export type Climate = 'winter' | 'summer' | 'mild';

export interface ChartFacts {
  readonly gender: 'male' | 'female';
  readonly dayMaster: { readonly stem: string; readonly element: string; readonly yang: boolean };
  readonly dayBranch: string;
  /** Each pillar's branch. */
  readonly branches: Readonly<Record<PillarKey, string>>;
  readonly monthBranch: string;
  /** The month's element as it counts (a bureau or 六合 may have transformed it). */
  readonly monthElement: string;
  /** The day master's stage of the twelve (长生…养) on the month branch. */
  readonly monthStage: string;
  readonly climate: Climate;
  /** The three stems beside the day master (year, month, hour). */
  readonly stems: readonly StemFact[];
  /** Every hidden stem of the four branches. */
  readonly hidden: readonly HiddenStemFact[];
  readonly pieces: readonly Piece[];
  /** Each kind's share of the weighed pieces, 0–100. */
  readonly share: Readonly<Record<GodCategory, number>>;
  /** Each element's share of the weighed pieces, 0–100 (the day master not counted). */
  readonly elementShare: Readonly<Record<string, number>>;
  /** Elements counted with hidden stems (the chart's tally). */
  readonly elementCounts: Readonly<Record<string, number>>;
  readonly combinations: readonly Combination[];
  readonly relations: readonly PillarRelation[];
}

const STEM_WEIGHT: Readonly<Record<Exclude<PillarKey, 'day'>, number>> = { year: 0.6, month: 1.2, hour: 1 };
const BRANCH_WEIGHT: Readonly<Record<PillarKey, number>> = { year: 0.7, month: 3, day: 1.5, hour: 1 };
const SEASON_PART = 0.6;
const HIDDEN_SHARE: Readonly<Record<number, Readonly<Record<HiddenStemKind, number>>>> = {
  1: { 本气: 1, 中气: 0, 余气: 0 },
  2: { 本气: 0.7, 中气: 0.3, 余气: 0.3 },
  3: { 本气: 0.6, 中气: 0.3, 余气: 0.1 },
};
const ELEMENTS = ['木', '火', '土', '金', '水'] as const;

/**
 * Winter is the 亥 子 丑 months and summer the 巳 午 未 months (三会 北方水, 南方火):
 * the branches 11, 0, 1 and 5, 6, 7 of the cycle that starts at 子.
 */
function climateOf(branch: string): Climate {
  const index = EarthBranch.fromName(branch).getIndex();
  if (index === 11 || index <= 1) return 'winter';
  if (index >= 5 && index <= 7) return 'summer';
  return 'mild';
}

const percentages = (keys: readonly string[], weightOf: (key: string) => number, total: number) =>
  Object.fromEntries(keys.map((key) => [key, Math.round((weightOf(key) / total) * 1000) / 10]));

export function chartFacts(chart: BaziChart): ChartFacts {
  const own = chart.dayMaster.element;
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
  const combos = chartCombinations(chart.pillars);
  const piece = (pillar: PillarKey, place: Piece['place'], char: string, element: string, weight: number): Piece => ({
    pillar,
    place,
    element,
    category: categoryOfElement(own, element),
    char,
    weight,
  });
  const month = chart.pillars.month;
  const monthElement = combos.branchElement.month ?? month.branchElement;
  const pieces: Piece[] = [
    piece('month', 'season', month.branch, monthElement, BRANCH_WEIGHT.month * SEASON_PART * combos.branchHold.month),
    ...stems.map((s) =>
      piece(
        s.pillar,
        'stem',
        s.stem,
        combos.stemElement[s.pillar] ?? s.element,
        STEM_WEIGHT[s.pillar as keyof typeof STEM_WEIGHT] * combos.stemHold[s.pillar],
      ),
    ),
    ...hidden.map((h) => {
      const count = chart.pillars[h.pillar].hiddenStems.length;
      const branchPart = h.pillar === 'month' ? 1 - SEASON_PART : 1;
      const weight = BRANCH_WEIGHT[h.pillar] * branchPart * HIDDEN_SHARE[count]![h.kind] * combos.branchHold[h.pillar];
      return piece(h.pillar, 'hidden', h.stem, combos.branchElement[h.pillar] ?? h.element, weight);
    }),
  ];
  const total = pieces.reduce((sum, p) => sum + p.weight, 0);
  const weightOf = (test: (p: Piece) => boolean) => pieces.filter(test).reduce((sum, p) => sum + p.weight, 0);
  return {
    gender: chart.gender,
    dayMaster: { stem: chart.dayMaster.stem, element: own, yang: chart.dayMaster.yinYang === '阳' },
    dayBranch: chart.pillars.day.branch,
    branches: Object.fromEntries(PILLAR_KEYS.map((key) => [key, chart.pillars[key].branch])) as Record<
      PillarKey,
      string
    >,
    monthBranch: month.branch,
    monthElement,
    monthStage: month.xingYun,
    climate: climateOf(month.branch),
    stems,
    hidden,
    pieces,
    share: percentages(GOD_CATEGORIES, (c) => weightOf((p) => p.category === c), total) as Record<GodCategory, number>,
    elementShare: percentages(ELEMENTS, (e) => weightOf((p) => p.element === e), total),
    elementCounts: chart.elements.withHidden,
    combinations: combos.found,
    relations: pillarRelations(PILLAR_KEYS.map((key) => ({ label: key, ganZhi: chart.pillars[key].ganZhi }))),
  };
}
