/**
 * The conditions the reading's rule tables are written in, and the one function that
 * tests them against a chart's facts. A rule holds when all of its conditions do.
 */
import type { PillarKey } from '../pillars';
import type { RelationKind } from '../relations';
import type { ChartFacts } from './facts';
import type { GodCategory, PatternCode, SeasonState, StrengthLevel } from './types';

/** The facts grow as the reading is made: the 格局 and the 喜忌 are absent while they are being chosen. */
export interface RuleFacts extends ChartFacts {
  readonly level: StrengthLevel;
  readonly season: SeasonState;
  readonly pattern?: PatternCode;
  /** Kinds the reading lists as 用神 or 喜神, and as 忌神. */
  readonly welcome?: readonly GodCategory[];
  readonly unfavourable?: readonly GodCategory[];
}

/** 夫妻星: a man's is 财, a woman's 官杀 (《渊海子平》, 《三命通会·论妻子》). */
export const spouseStarOf = (gender: 'male' | 'female'): GodCategory => (gender === 'male' ? 'wealth' : 'officer');

export type SpouseStarState = 'shows' | 'hidden' | 'absent' | 'welcome' | 'unfavourable' | 'inPalace';

export type Condition =
  | { readonly level: readonly StrengthLevel[] }
  | { readonly season: readonly SeasonState[] }
  | { readonly pattern: readonly PatternCode[] }
  /** The kind's share of the weighed chart is at least (or at most) this many of 100 (facts.share). */
  | { readonly atLeast: number; readonly of: GodCategory }
  | { readonly atMost: number; readonly of: GodCategory }
  /** Of the listed kinds, `heaviest` weighs most (ties go to the earlier one in the list). */
  | { readonly heaviest: GodCategory; readonly among: readonly GodCategory[] }
  /** A ten god shows among the three stems beside the day master. */
  | { readonly visibleGod: readonly string[] }
  | { readonly dayMasterElement: readonly string[] }
  /** Every one of these ten gods shows among the stems (正官 and 七杀 together: 官杀混杂). */
  | { readonly visibleAll: readonly string[] }
  /** A natal relation of one of these kinds involves the given pillar. */
  | { readonly relation: readonly RelationKind[]; readonly pillar: PillarKey }
  | { readonly gender: 'male' | 'female' }
  /** The kind is (or is not) among the reading's 忌神. */
  | { readonly unfavourable: GodCategory }
  | { readonly notUnfavourable: GodCategory }
  /**
   * The 夫妻星: shows among the stems, only hidden in the branches, absent, among the 用喜,
   * among the 忌, or the 本气 of the day branch (the 夫妻宫).
   */
  | { readonly spouseStar: SpouseStarState }
  /** The 本气 of the day branch (the 夫妻宫) is of this kind. */
  | { readonly palace: GodCategory };

export interface Rule {
  readonly code: string;
  readonly when: readonly Condition[];
  /** Said only when no other rule of its area holds (an area's one general line). */
  readonly fallback?: boolean;
}

function spouseStarIs(state: SpouseStarState, facts: RuleFacts): boolean {
  const star = spouseStarOf(facts.gender);
  const shows = facts.stems.some((s) => s.category === star);
  const hidden = facts.hidden.some((h) => h.category === star);
  if (state === 'shows') return shows;
  if (state === 'hidden') return !shows && hidden;
  if (state === 'absent') return !shows && !hidden;
  if (state === 'welcome') return (shows || hidden) && (facts.welcome ?? []).includes(star);
  if (state === 'unfavourable') return (shows || hidden) && (facts.unfavourable ?? []).includes(star);
  return dayBranchMain(facts)?.category === star;
}

const dayBranchMain = (facts: RuleFacts) => facts.hidden.find((h) => h.pillar === 'day' && h.kind === '本气');

function holds(condition: Condition, facts: RuleFacts): boolean {
  if ('level' in condition) return condition.level.includes(facts.level);
  if ('season' in condition) return condition.season.includes(facts.season);
  if ('pattern' in condition) return facts.pattern !== undefined && condition.pattern.includes(facts.pattern);
  if ('atLeast' in condition) return facts.share[condition.of] >= condition.atLeast;
  if ('atMost' in condition) return facts.share[condition.of] <= condition.atMost;
  if ('heaviest' in condition) {
    const weights = condition.among.map((category) => facts.share[category]);
    return condition.among[weights.indexOf(Math.max(...weights))] === condition.heaviest;
  }
  if ('visibleGod' in condition) return facts.stems.some((s) => condition.visibleGod.includes(s.tenGod));
  if ('dayMasterElement' in condition) return condition.dayMasterElement.includes(facts.dayMaster.element);
  if ('visibleAll' in condition) return condition.visibleAll.every((god) => facts.stems.some((s) => s.tenGod === god));
  if ('relation' in condition)
    return facts.relations.some((r) => condition.relation.includes(r.kind) && r.pillars.includes(condition.pillar));
  if ('gender' in condition) return facts.gender === condition.gender;
  if ('unfavourable' in condition) return (facts.unfavourable ?? []).includes(condition.unfavourable);
  if ('notUnfavourable' in condition) return !(facts.unfavourable ?? []).includes(condition.notUnfavourable);
  if ('spouseStar' in condition) return spouseStarIs(condition.spouseStar, facts);
  return dayBranchMain(facts)?.category === condition.palace;
}

export const ruleHolds = (rule: { readonly when: readonly Condition[] }, facts: RuleFacts): boolean =>
  rule.when.every((condition) => holds(condition, facts));

/** Every rule that holds, in table order. */
export const firingRules = <R extends { readonly when: readonly Condition[] }>(
  rules: readonly R[],
  facts: RuleFacts,
): R[] => rules.filter((rule) => ruleHolds(rule, facts));
