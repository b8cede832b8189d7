/**
 * 刑冲合会: the relations between the stems and between the branches of a set of
 * labelled pillars (the four natal pillars, optionally with a 大运 or 流年 pillar).
 *
 * From tyme4ts: 天干五合 (HeavenStem.combine), 地支六合 (EarthBranch.combine), 六冲
 * (EarthBranch.getOpposite) and 六害 (EarthBranch.getHarm). tyme4ts has no 三合, 三会,
 * 刑, 破 or 天干相冲, so those are written here from the classical rules
 * (《三命通会》卷二 论地支、论三刑; 《渊海子平·论地支》):
 * - 三合局: 申子辰水, 亥卯未木, 寅午戌火, 巳酉丑金 (生, 旺, 墓); 半合 is 生+旺 or 旺+墓.
 * - 三会方: 寅卯辰东方木, 巳午未南方火, 申酉戌西方金, 亥子丑北方水.
 * - 三刑: 寅巳申 (无恩之刑), 丑戌未 (恃势之刑); 子卯相刑 (无礼之刑); 辰午酉亥自刑.
 * - 六破: 子酉, 卯午, 巳申, 寅亥, 丑辰, 未戌.
 * - 天干相冲 (四冲): 甲庚, 乙辛, 丙壬, 丁癸 (戊己居中无冲).
 * Pair texts put the earlier stem or branch (甲…癸, 子…亥) first, e.g. '子午冲', '卯午破';
 * triples keep the classical order ('申子辰三合水局').
 */
import { SixtyCycle, type EarthBranch, type HeavenStem } from 'tyme4ts';

export type RelationKind =
  '天干五合' | '天干相冲' | '地支六合' | '三合' | '半合' | '三会' | '六冲' | '三刑' | '相刑' | '自刑' | '六害' | '六破';

/**
 * The stems (天干五合, 天干相冲) or branches (every other kind) a relation joins, in the
 * order its text names them, so a page or a reading can name them in any language.
 */
export type RelationMembers = { readonly stems: readonly string[] } | { readonly branches: readonly string[] };

export type PillarRelation = RelationMembers & {
  readonly kind: RelationKind;
  /** Labels of the pillars involved, in the order given (e.g. ['year', 'day']). */
  readonly pillars: readonly string[];
  /** e.g. '甲己合土', '子午冲', '申子辰三合水局' */
  readonly text: string;
};

export interface LabelledPillar {
  /** 'year' | 'month' | 'day' | 'hour', or any label such as 'decade' or 'year2026'. */
  readonly label: string;
  /** A sixty-cycle pillar, e.g. '甲子'. */
  readonly ganZhi: string;
}

const TRIADS: readonly (readonly [string, string, string, string])[] = [
  ['申', '子', '辰', '水'],
  ['亥', '卯', '未', '木'],
  ['寅', '午', '戌', '火'],
  ['巳', '酉', '丑', '金'],
];
const DIRECTIONAL: readonly (readonly [string, string, string, string])[] = [
  ['寅', '卯', '辰', '木'],
  ['巳', '午', '未', '火'],
  ['申', '酉', '戌', '金'],
  ['亥', '子', '丑', '水'],
];
const PUNISHMENT_TRIPLES: readonly (readonly [string, string, string])[] = [
  ['寅', '巳', '申'],
  ['丑', '戌', '未'],
];
const SELF_PUNISHMENT = '辰午酉亥';
const BREAKS: readonly string[] = ['子酉', '卯午', '巳申', '寅亥', '丑辰', '未戌'];
const STEM_CLASHES: readonly string[] = ['甲庚', '乙辛', '丙壬', '丁癸'];

interface Parsed {
  readonly label: string;
  readonly ganZhi: string;
  readonly stem: HeavenStem;
  readonly branch: EarthBranch;
}

/** Orders two characters of one cycle by their index, earlier first. */
const ordered = (
  a: { getIndex(): number; getName(): string },
  b: { getIndex(): number; getName(): string },
): [string, string] => (a.getIndex() <= b.getIndex() ? [a.getName(), b.getName()] : [b.getName(), a.getName()]);

function pairRelations(x: Parsed, y: Parsed, skip: ReadonlySet<string>): PillarRelation[] {
  const out: PillarRelation[] = [];
  const pillars = [x.label, y.label];
  const stems = ordered(x.stem, y.stem);
  const branches = ordered(x.branch, y.branch);
  const stemPair = stems.join('');
  const branchPair = branches.join('');
  const onStems = (kind: RelationKind, text: string) => out.push({ kind, pillars, stems, text });
  const onBranches = (kind: RelationKind, text: string, members: readonly string[] = branches) =>
    out.push({ kind, pillars, branches: members, text });
  const stemCombine = x.stem.combine(y.stem);
  if (stemCombine) onStems('天干五合', `${stemPair}合${stemCombine.getName()}`);
  if (STEM_CLASHES.includes(stemPair)) onStems('天干相冲', `${stemPair}冲`);
  const branchCombine = x.branch.combine(y.branch);
  if (branchCombine) onBranches('地支六合', `${branchPair}合${branchCombine.getName()}`);
  if (x.branch.getOpposite().equals(y.branch)) onBranches('六冲', `${branchPair}冲`);
  if (x.branch.getHarm().equals(y.branch)) onBranches('六害', `${branchPair}害`);
  if (BREAKS.includes(branchPair)) onBranches('六破', `${branchPair}破`);
  const a = x.branch.getName();
  const b = y.branch.getName();
  if (a === b && SELF_PUNISHMENT.includes(a)) onBranches('自刑', `${a}${b}自刑`);
  if (branchPair === '子卯') onBranches('相刑', '子卯相刑');
  for (const triple of PUNISHMENT_TRIPLES) {
    const i = triple.indexOf(a);
    const j = triple.indexOf(b);
    if (i >= 0 && j >= 0 && i !== j && !skip.has(triple.join(''))) {
      const members = [triple[Math.min(i, j)]!, triple[Math.max(i, j)]!];
      onBranches('相刑', `${members.join('')}相刑`, members);
    }
  }
  for (const [birth, peak, grave, element] of TRIADS) {
    if (skip.has(`${birth}${peak}${grave}`)) continue;
    const pair = new Set([a, b]);
    if (pair.has(peak) && (pair.has(birth) || pair.has(grave)) && a !== b) {
      const members = pair.has(birth) ? [birth, peak] : [peak, grave];
      onBranches('半合', `${members.join('')}半合${element}局`, members);
    }
  }
  return out;
}

/** Triples present in full: every pillar holding one of the three branches is listed. */
function tripleRelations(parsed: readonly Parsed[]): { relations: PillarRelation[]; complete: Set<string> } {
  const relations: PillarRelation[] = [];
  const complete = new Set<string>();
  const holders = (chars: readonly string[]) =>
    parsed.filter((p) => chars.includes(p.branch.getName())).map((p) => p.label);
  const present = (chars: readonly string[]) => chars.every((c) => parsed.some((p) => p.branch.getName() === c));
  for (const [birth, peak, grave, element] of TRIADS) {
    if (present([birth, peak, grave])) {
      complete.add(`${birth}${peak}${grave}`);
      relations.push({
        kind: '三合',
        pillars: holders([birth, peak, grave]),
        branches: [birth, peak, grave],
        text: `${birth}${peak}${grave}三合${element}局`,
      });
    }
  }
  for (const [first, second, third, element] of DIRECTIONAL) {
    if (present([first, second, third]))
      relations.push({
        kind: '三会',
        pillars: holders([first, second, third]),
        branches: [first, second, third],
        text: `${first}${second}${third}三会${element}局`,
      });
  }
  for (const triple of PUNISHMENT_TRIPLES) {
    if (present(triple)) {
      complete.add(triple.join(''));
      relations.push({ kind: '三刑', pillars: holders(triple), branches: triple, text: `${triple.join('')}三刑` });
    }
  }
  return { relations, complete };
}

/**
 * The 60 pillars' stems and branches, and the relations of each pair of pillars (with the
 * triples already complete), looked up once: tyme4ts builds a new object for every lookup,
 * and readings ask for the same pairs many times over.
 */
const partsOf = new Map<string, { readonly stem: HeavenStem; readonly branch: EarthBranch }>();
const pairsOf = new Map<string, readonly PillarRelation[]>();

function parts(ganZhi: string) {
  let found = partsOf.get(ganZhi);
  if (!found) {
    if (!SixtyCycle.NAMES.includes(ganZhi)) throw new RangeError(`not a sixty-cycle pillar: ${ganZhi}`);
    const cycle = SixtyCycle.fromName(ganZhi);
    found = { stem: cycle.getHeavenStem(), branch: cycle.getEarthBranch() };
    partsOf.set(ganZhi, found);
  }
  return found;
}

function cachedPairRelations(x: Parsed, y: Parsed, skip: ReadonlySet<string>): PillarRelation[] {
  const key = `${x.ganZhi}${y.ganZhi}${[...skip].join(',')}`;
  let found = pairsOf.get(key);
  if (!found) {
    found = pairRelations(x, y, skip);
    pairsOf.set(key, found);
  }
  const labels = [x.label, y.label];
  return found.map((relation) => ({ ...relation, pillars: labels }));
}

/**
 * Every 刑冲合会 relation among the given pillars. A complete 三合 or 三刑 replaces the
 * 半合 or 相刑 pairs inside it, so nothing is said twice.
 */
export function pillarRelations(pillars: readonly LabelledPillar[]): PillarRelation[] {
  const parsed: Parsed[] = pillars.map(({ label, ganZhi }) => ({ label, ganZhi, ...parts(ganZhi) }));
  const { relations, complete } = tripleRelations(parsed);
  const pairs: PillarRelation[] = [];
  for (let i = 0; i < parsed.length; i += 1) {
    for (let j = i + 1; j < parsed.length; j += 1) pairs.push(...cachedPairRelations(parsed[i]!, parsed[j]!, complete));
  }
  return [...pairs, ...relations];
}
