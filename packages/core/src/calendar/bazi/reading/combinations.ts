/**
 * What the chart's own 合 and 冲 do to its pieces before anything is weighed
 * (《子平真诠·论刑冲会合解法》, 《滴天髓·合化》, as decision 0026 reads them):
 * - a complete 三会 or 三合 turns its three branches into the bureau's element; a 三合 whose
 *   peak (子午卯酉) is clashed by a branch outside it does not form;
 * - the year and month stems (the only neighbours that are not the day master: 本身之合不为合去)
 *   that 五合 transform when the 化神 is the month's element (in season), no other stem
 *   controls it and no third stem competes for either (争合); otherwise they only bind each
 *   other (合绊) and count half;
 * - neighbouring branches in 六合 transform when the 化神 is the month's element, shows among
 *   the stems and neither branch is clashed; otherwise they bind each other;
 * - a 六冲 shakes both branches' roots: neighbours lose half, branches apart a quarter; the
 *   month branch, the 提纲, keeps more (it is shaken, not uprooted).
 * The day master itself is never transformed.
 */
import { EarthBranch, Element, HeavenStem } from 'tyme4ts';
import type { PillarKey } from '../pillars';
import type { RelationParam } from './types';

export interface PillarChars {
  readonly stem: string;
  readonly branch: string;
}

export type Combination =
  | { readonly kind: 'bureau' | 'branchesTransform' | 'stemsTransform'; readonly relation: RelationParam; readonly element: string }
  | { readonly kind: 'branchesBound' | 'stemsBound' | 'clash'; readonly relation: RelationParam };

export interface Combinations {
  /** The element a branch counts as when a bureau or a 六合 transformed it. */
  readonly branchElement: Readonly<Partial<Record<PillarKey, string>>>;
  /** The element the year or month stem counts as when their 五合 transformed. */
  readonly stemElement: Readonly<Partial<Record<PillarKey, string>>>;
  /** How much of a branch's roots holds (1 whole; less when clashed or bound). */
  readonly branchHold: Readonly<Record<PillarKey, number>>;
  /** How much of a stem counts (1 whole; ½ when bound in a 合 that does not transform). */
  readonly stemHold: Readonly<Record<PillarKey, number>>;
  readonly found: readonly Combination[];
}

const KEYS: readonly PillarKey[] = ['year', 'month', 'day', 'hour'];
const NEIGHBOURS: readonly (readonly [PillarKey, PillarKey])[] = [
  ['year', 'month'],
  ['month', 'day'],
  ['day', 'hour'],
];
const TRIADS = [
  { kind: '三会', branches: ['寅', '卯', '辰'], element: '木' },
  { kind: '三会', branches: ['巳', '午', '未'], element: '火' },
  { kind: '三会', branches: ['申', '酉', '戌'], element: '金' },
  { kind: '三会', branches: ['亥', '子', '丑'], element: '水' },
  { kind: '三合', branches: ['申', '子', '辰'], element: '水' },
  { kind: '三合', branches: ['亥', '卯', '未'], element: '木' },
  { kind: '三合', branches: ['寅', '午', '戌'], element: '火' },
  { kind: '三合', branches: ['巳', '酉', '丑'], element: '金' },
] as const;

/** Clashed neighbours keep half their roots, branches apart three quarters; the month branch keeps more. */
const CLASH_HOLD = { neighbours: 0.5, apart: 0.75, monthNeighbours: 0.8, monthApart: 0.9 } as const;
const BOUND_HOLD = 0.7;
const STEM_BOUND_HOLD = 0.5;

const ordered = <T extends string>(chars: readonly T[], names: readonly string[]): T[] =>
  [...chars].sort((a, b) => names.indexOf(a) - names.indexOf(b));
const branchRelation = (kind: RelationParam['kind'], branches: readonly string[]): RelationParam => ({
  kind,
  branches: ordered(branches, EarthBranch.NAMES),
});
const stemRelation = (kind: RelationParam['kind'], stems: readonly string[]): RelationParam => ({
  kind,
  stems: ordered(stems, HeavenStem.NAMES),
});
const adjacent = (a: PillarKey, b: PillarKey) => Math.abs(KEYS.indexOf(a) - KEYS.indexOf(b)) === 1;

export function chartCombinations(pillars: Readonly<Record<PillarKey, PillarChars>>): Combinations {
  const branchElement: Partial<Record<PillarKey, string>> = {};
  const stemElement: Partial<Record<PillarKey, string>> = {};
  const branchHold: Record<PillarKey, number> = { year: 1, month: 1, day: 1, hour: 1 };
  const stemHold: Record<PillarKey, number> = { year: 1, month: 1, day: 1, hour: 1 };
  const found: Combination[] = [];
  const branchOf = (key: PillarKey) => EarthBranch.fromName(pillars[key].branch);

  const clashed = new Set<PillarKey>();
  for (let i = 0; i < KEYS.length; i += 1) {
    for (let j = i + 1; j < KEYS.length; j += 1) {
      const [a, b] = [KEYS[i]!, KEYS[j]!];
      if (!branchOf(a).getOpposite().equals(branchOf(b))) continue;
      clashed.add(a).add(b);
      found.push({ kind: 'clash', relation: branchRelation('六冲', [pillars[a].branch, pillars[b].branch]) });
      const near = adjacent(a, b);
      for (const key of [a, b]) {
        const month = key === 'month';
        branchHold[key] *= near
          ? month
            ? CLASH_HOLD.monthNeighbours
            : CLASH_HOLD.neighbours
          : month
            ? CLASH_HOLD.monthApart
            : CLASH_HOLD.apart;
      }
    }
  }

  for (const triad of TRIADS) {
    const holders = KEYS.filter((key) => (triad.branches as readonly string[]).includes(pillars[key].branch));
    const complete = triad.branches.every((branch) => holders.some((key) => pillars[key].branch === branch));
    if (!complete || holders.some((key) => branchElement[key])) continue;
    const peak = triad.branches[1];
    const peakBroken =
      triad.kind === '三合' &&
      KEYS.some((key) => !holders.includes(key) && branchOf(key).getOpposite().getName() === peak);
    if (peakBroken) continue;
    for (const key of holders) branchElement[key] = triad.element;
    // A bureau is named in its classical order (申子辰, 巳午未), not sorted.
    found.push({ kind: 'bureau', relation: { kind: triad.kind, branches: triad.branches }, element: triad.element });
  }

  const monthElement = branchElement.month ?? branchOf('month').getElement().getName();
  const stemElements = KEYS.map((key) => HeavenStem.fromName(pillars[key].stem).getElement().getName());

  for (const [a, b] of NEIGHBOURS) {
    const element = branchOf(a).combine(branchOf(b))?.getName();
    if (!element || branchElement[a] || branchElement[b]) continue;
    const relation = branchRelation('地支六合', [pillars[a].branch, pillars[b].branch]);
    if (element === monthElement && stemElements.includes(element) && !clashed.has(a) && !clashed.has(b)) {
      branchElement[a] = element;
      branchElement[b] = element;
      found.push({ kind: 'branchesTransform', relation, element });
    } else {
      branchHold[a] *= BOUND_HOLD;
      branchHold[b] *= BOUND_HOLD;
      found.push({ kind: 'branchesBound', relation });
    }
  }

  const [year, month] = [HeavenStem.fromName(pillars.year.stem), HeavenStem.fromName(pillars.month.stem)];
  const element = year.combine(month)?.getName();
  if (element) {
    const others = (['day', 'hour'] as const).map((key) => HeavenStem.fromName(pillars[key].stem));
    const controller = Element.fromName(element).getRestrained().getName();
    const controlled = others.some((stem) => stem.getElement().getName() === controller);
    const contested = others.some((stem) => stem.combine(year) || stem.combine(month));
    const relation = stemRelation('天干五合', [pillars.year.stem, pillars.month.stem]);
    if (element === monthElement && !controlled && !contested) {
      stemElement.year = element;
      stemElement.month = element;
      found.push({ kind: 'stemsTransform', relation, element });
    } else {
      stemHold.year = STEM_BOUND_HOLD;
      stemHold.month = STEM_BOUND_HOLD;
      found.push({ kind: 'stemsBound', relation });
    }
  }
  return { branchElement, stemElement, branchHold, stemHold, found };
}
