/**
 * 喜用神 and 忌神. The strategy is chosen by a table (first rule that holds): a 从格 goes
 * with the force it follows, a 专旺 chart with its own element; a strong day master is
 * restrained (比劫 heavy → 官杀, 印 heavy → 财破印) and drained; a weak one is fed and
 * helped against whichever force presses hardest; a balanced one is given its scarcest
 * element. 调候 then has the last word (except in 从格 and 专旺, which go with their
 * force): a winter chart short of 火, or a summer chart short of 水, needs that element
 * whatever its kind, and says so.
 */
import { categoryOfElement, elementOfCategory } from './categories';
import { firingRules, type Condition, type RuleFacts } from './conditions';
import type { ElementBalance, ElementRole, GodCategory, Note } from './types';

interface BalanceRule {
  readonly code: string;
  readonly when: readonly Condition[];
  readonly useful: GodCategory;
  readonly favourable: readonly GodCategory[];
  readonly unfavourable: readonly GodCategory[];
  /** Why the 忌神 hurt: they feed a strong chart, press a weak one, or cut across a special frame. */
  readonly against: 'strong' | 'weak' | 'follow' | 'dominant';
}

const STRONG: Condition = { level: ['strong', 'veryStrong'] };
const WEAK: Condition = { level: ['weak', 'veryWeak'] };
const PRESSURE: readonly GodCategory[] = ['officer', 'wealth', 'output'];

const BALANCE_RULES: readonly BalanceRule[] = [
  {
    code: 'balance.followWealth',
    when: [{ pattern: ['followWealth'] }],
    useful: 'wealth',
    favourable: ['output'],
    unfavourable: ['peer', 'resource'],
    against: 'follow',
  },
  {
    code: 'balance.followOfficer',
    when: [{ pattern: ['followOfficer'] }],
    useful: 'officer',
    favourable: ['wealth'],
    unfavourable: ['peer', 'resource'],
    against: 'follow',
  },
  {
    code: 'balance.followOutput',
    when: [{ pattern: ['followOutput'] }],
    useful: 'output',
    favourable: ['wealth'],
    unfavourable: ['resource', 'peer'],
    against: 'follow',
  },
  {
    code: 'balance.followPower',
    when: [{ pattern: ['followPower'] }],
    useful: 'wealth',
    favourable: ['output'],
    unfavourable: ['peer', 'resource'],
    against: 'follow',
  },
  {
    code: 'balance.dominant',
    when: [{ pattern: ['quZhi', 'yanShang', 'jiaSe', 'congGe', 'runXia'] }],
    useful: 'peer',
    favourable: ['resource', 'output'],
    unfavourable: ['officer'],
    against: 'dominant',
  },
  {
    code: 'balance.strongPeers',
    when: [STRONG, { heaviest: 'peer', among: ['peer', 'resource'] }],
    useful: 'officer',
    favourable: ['output', 'wealth'],
    unfavourable: ['peer', 'resource'],
    against: 'strong',
  },
  {
    code: 'balance.strongResource',
    when: [STRONG, { heaviest: 'resource', among: ['peer', 'resource'] }],
    useful: 'wealth',
    favourable: ['output'],
    unfavourable: ['resource', 'peer'],
    against: 'strong',
  },
  {
    code: 'balance.weakOfficer',
    when: [WEAK, { heaviest: 'officer', among: PRESSURE }],
    useful: 'resource',
    favourable: ['peer'],
    unfavourable: ['officer', 'wealth'],
    against: 'weak',
  },
  {
    code: 'balance.weakWealth',
    when: [WEAK, { heaviest: 'wealth', among: PRESSURE }],
    useful: 'peer',
    favourable: ['resource'],
    unfavourable: ['wealth', 'officer'],
    against: 'weak',
  },
  {
    code: 'balance.weakOutput',
    when: [WEAK, { heaviest: 'output', among: PRESSURE }],
    useful: 'resource',
    favourable: ['peer'],
    unfavourable: ['output', 'wealth'],
    against: 'weak',
  },
];

/** 调候: the season, the element it calls for, and how little of it counts as short. */
const CLIMATE_RULES: readonly {
  readonly climate: 'winter' | 'summer';
  readonly element: string;
  readonly shortAtMost: number;
}[] = [
  { climate: 'winter', element: '火', shortAtMost: 1 },
  { climate: 'summer', element: '水', shortAtMost: 1 },
];

/**
 * Ties are broken by kind: the scarce side prefers the elements that carry the day
 * master's energy onward (食伤 first), the plentiful side those that pile onto it
 * (比劫 first), so an evenly spread chart still gets two different answers.
 */
const SCARCE_FIRST: readonly GodCategory[] = ['output', 'wealth', 'officer', 'resource', 'peer'];
const PLENTY_FIRST: readonly GodCategory[] = [...SCARCE_FIRST].reverse();

/** The balanced chart's scarcest and most plentiful elements, by the tally with hidden stems. */
function balancedChoice(facts: RuleFacts): ElementBalance {
  const own = facts.dayMaster.element;
  const ranked = (order: readonly GodCategory[], sign: 1 | -1) =>
    order
      .map((category) => ({ category, element: elementOfCategory(own, category) }))
      .map((entry) => ({ ...entry, count: facts.elementCounts[entry.element] ?? 0 }))
      .sort((a, b) => sign * (a.count - b.count))[0]!;
  const role = ({ category, element, count }: ReturnType<typeof ranked>, code: string): ElementRole => ({
    element,
    category,
    reason: { code, params: { element, count } },
  });
  return {
    useful: [role(ranked(SCARCE_FIRST, 1), 'balance.balancedScarce')],
    favourable: [],
    unfavourable: [role(ranked(PLENTY_FIRST, -1), 'balance.balancedExcess')],
  };
}

function ruleChoice(rule: BalanceRule, facts: RuleFacts): ElementBalance {
  const own = facts.dayMaster.element;
  const role = (category: GodCategory, reason: Note): ElementRole => ({
    element: elementOfCategory(own, category),
    category,
    reason,
  });
  const useful = elementOfCategory(own, rule.useful);
  return {
    useful: [role(rule.useful, { code: rule.code })],
    favourable: rule.favourable.map((category) =>
      role(category, { code: 'balance.helps', params: { element: useful } }),
    ),
    unfavourable: rule.unfavourable.map((category) => role(category, { code: `balance.against.${rule.against}` })),
  };
}

/** Adds the 调候 element as a 用神 (and takes it off the other lists) when the season calls for it. */
function withClimate(balance: ElementBalance, facts: RuleFacts): ElementBalance {
  const need = CLIMATE_RULES.find(
    (r) => r.climate === facts.climate && (facts.elementCounts[r.element] ?? 0) <= r.shortAtMost,
  );
  if (!need || balance.useful.some((role) => role.element === need.element)) return balance;
  const others = (roles: readonly ElementRole[]) => roles.filter((role) => role.element !== need.element);
  return {
    useful: [
      ...balance.useful,
      {
        element: need.element,
        category: categoryOfElement(facts.dayMaster.element, need.element),
        reason: {
          code: `balance.climate.${need.climate}`,
          params: { element: need.element, count: facts.elementCounts[need.element] ?? 0 },
        },
      },
    ],
    favourable: others(balance.favourable),
    unfavourable: others(balance.unfavourable),
  };
}

export function elementBalance(facts: RuleFacts): ElementBalance {
  const [rule] = firingRules(BALANCE_RULES, facts);
  if (!rule) return withClimate(balancedChoice(facts), facts);
  // A 从格 or 专旺 chart goes wholly with its force; warming or cooling it would cut across that.
  const special = rule.against === 'follow' || rule.against === 'dominant';
  return special ? ruleChoice(rule, facts) : withClimate(ruleChoice(rule, facts), facts);
}
