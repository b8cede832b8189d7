/**
 * The conditions the reading's rule tables are written in, and the one function that
 * tests them against a chart's facts. A rule holds when all of its conditions do.
 */
import type { PillarKey } from '../pillars';
import type { RelationKind } from '../relations';
import type { ChartFacts } from './facts';
import type { GodCategory, PatternCode, SeasonState, StrengthLevel } from './types';

/** The facts grow as the reading is made: the 格局 is absent while it is being chosen. */
export interface RuleFacts extends ChartFacts {
  readonly level: StrengthLevel;
  readonly season: SeasonState;
  readonly pattern?: PatternCode;
}

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
  /** A natal relation of one of these kinds involves the given pillar. */
  | { readonly relation: readonly RelationKind[]; readonly pillar: PillarKey };

export interface Rule {
  readonly code: string;
  readonly when: readonly Condition[];
}

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
  return facts.relations.some((r) => condition.relation.includes(r.kind) && r.pillars.includes(condition.pillar));
}

export const ruleHolds = (rule: { readonly when: readonly Condition[] }, facts: RuleFacts): boolean =>
  rule.when.every((condition) => holds(condition, facts));

/** Every rule that holds, in table order. */
export const firingRules = <R extends { readonly when: readonly Condition[] }>(
  rules: readonly R[],
  facts: RuleFacts,
): R[] => rules.filter((rule) => ruleHolds(rule, facts));
