/**
 * 用神, 喜神 and 忌神, chosen in a stated order; every element says on what basis it is listed:
 * 1. a 从格 goes with the force it follows (`follow`), a 专旺 chart with its own element
 *    (`dominant`) — nothing else is weighed;
 * 2. the 格局's need (`pattern`, 《子平真诠·论用神》): 顺用 the good gods 财官印食 (财生官,
 *    官印相生, 食神生财 …), 逆用 the fierce ones 杀伤枭刃 (食神制杀, 伤官佩印, 偏财制枭,
 *    阳刃驾杀 …), by whether the day master is strong, weak or even — taken when the god it
 *    needs is in the chart (shows among the stems, where the book asks it to be 透; an even
 *    chart always takes its frame's need);
 * 3. otherwise 扶抑 as 病药: a strong chart's heaviest helper is the illness and what checks
 *    it the cure (`restraint`); a weak chart's heaviest pressure, and what shields from it
 *    (`support`);
 * 4. 调候 (`climate`): in the cold (亥子丑) and hot (巳午未) months, the first stem
 *    《穷通宝鉴》 names for the day stem and month, when its element is short in the chart;
 * 5. 通关 (`bridge`): in an even chart, two kinds locked in even strength (两神成象) are joined
 *    by the one between them — unless the 用神 is one of them (阳刃驾杀: the fight is the cure).
 * 喜神 feed the 用神; 忌神 are what the chart has too much of (strong: 比劫 and 印; weak:
 * its heaviest pressures) or, in an even chart, what attacks the 用神.
 */
import { Element, HeavenStem } from 'tyme4ts';
import { categoryOfElement, elementOfCategory } from './categories';
import { climateStems } from './climate-table';
import type { RuleFacts } from './conditions';
import type { ElementBalance, ElementRole, GodCategory, Note, PatternCode, UsefulBasis } from './types';

type Side = 'strong' | 'weak' | 'balanced';

const sideOf = (facts: RuleFacts): Side =>
  facts.level === 'strong' || facts.level === 'veryStrong'
    ? 'strong'
    : facts.level === 'weak' || facts.level === 'veryWeak'
      ? 'weak'
      : 'balanced';

/** 从格 and 专旺: what they use, welcome and avoid. */
const SPECIAL: Partial<
  Record<
    PatternCode,
    {
      readonly useful: GodCategory;
      readonly favourable: readonly GodCategory[];
      readonly unfavourable: readonly GodCategory[];
    }
  >
> = {
  followWealth: { useful: 'wealth', favourable: ['output'], unfavourable: ['peer', 'resource'] },
  followOfficer: { useful: 'officer', favourable: ['wealth'], unfavourable: ['peer', 'resource'] },
  followOutput: { useful: 'output', favourable: ['wealth'], unfavourable: ['resource', 'peer'] },
  followPower: { useful: 'wealth', favourable: ['output'], unfavourable: ['peer', 'resource'] },
  quZhi: { useful: 'peer', favourable: ['resource', 'output'], unfavourable: ['officer'] },
  yanShang: { useful: 'peer', favourable: ['resource', 'output'], unfavourable: ['officer'] },
  jiaSe: { useful: 'peer', favourable: ['resource', 'output'], unfavourable: ['officer'] },
  congGe: { useful: 'peer', favourable: ['resource', 'output'], unfavourable: ['officer'] },
  runXia: { useful: 'peer', favourable: ['resource', 'output'], unfavourable: ['officer'] },
};

/**
 * A need of a frame: the kind it uses, the classical principle (a text code) that says why,
 * and whether the kind must show among the stems (透) rather than only weigh in the chart.
 */
type Need = readonly [GodCategory, string, 'shows'?];

/** 财格 (正财, 偏财) alike. */
const WEALTH_NEEDS: Readonly<Record<Side, readonly Need[]>> = {
  strong: [
    ['output', 'shiShangShengCai'],
    ['officer', 'caiWangShengGuan'],
  ],
  // 《子平真诠·论财》 counts 财格佩印 among the 贵局: a weak 财格 without 比劫 takes the 印.
  weak: [
    ['peer', 'biJieBangShen'],
    ['resource', 'caiGePeiYin'],
  ],
  balanced: [
    ['output', 'shiShangShengCai'],
    ['officer', 'caiWangShengGuan'],
  ],
};
/**
 * 《子平真诠·论印绶》: 印而透官者…身旺印强，不愁太过，只要官星清纯 — a strong 印格 whose
 * 官杀 shows uses it (张参政, 茅状元); without one, 印多 takes 财 or 食伤.
 */
const SEAL_USES_AUTHORITY: Need = ['officer', 'yinYongGuanSha', 'shows'];
/** 建禄 and 月劫 alike: 禄劫 take 官, else 财, else 食伤. */
const LU_NEEDS: Readonly<Record<Side, readonly Need[]>> = {
  strong: [
    ['officer', 'luJieYongGuan'],
    ['wealth', 'luJieYongCai'],
    ['output', 'luJieYongShi'],
  ],
  weak: [['resource', 'yinShengShen']],
  balanced: [
    ['officer', 'luJieYongGuan'],
    ['wealth', 'luJieYongCai'],
    ['output', 'luJieYongShi'],
  ],
};

/**
 * 《子平真诠》's 用神 of each frame, by strength, most classical first. Strong charts only
 * ever name checking kinds and weak ones helping kinds, so the frame never fights 扶抑.
 */
const PATTERN_NEEDS: Readonly<Record<string, Readonly<Record<Side, readonly Need[]>>>> = {
  zhengGuan: {
    strong: [
      ['officer', 'guanQing'],
      ['wealth', 'caiShengGuan'],
    ],
    weak: [['resource', 'guanYinXiangSheng']],
    balanced: [
      ['wealth', 'caiShengGuan'],
      ['resource', 'guanYinXiangSheng'],
    ],
  },
  qiSha: {
    strong: [['output', 'shiShenZhiSha']],
    weak: [['resource', 'shaYinXiangSheng']],
    balanced: [
      ['output', 'shiShenZhiSha'],
      ['resource', 'shaYinXiangSheng'],
    ],
  },
  zhengCai: WEALTH_NEEDS,
  pianCai: WEALTH_NEEDS,
  shiShen: {
    strong: [['wealth', 'shiShenShengCai']],
    weak: [['peer', 'biJieBangShen']],
    balanced: [['wealth', 'shiShenShengCai']],
  },
  shangGuan: {
    strong: [['wealth', 'shangGuanShengCai']],
    weak: [['resource', 'shangGuanPeiYin']],
    balanced: [
      ['wealth', 'shangGuanShengCai'],
      ['resource', 'shangGuanPeiYin'],
    ],
  },
  zhengYin: {
    strong: [SEAL_USES_AUTHORITY, ['wealth', 'caiPoYin'], ['output', 'yinDuoXieXiu']],
    weak: [['resource', 'yinShengShen']],
    balanced: [['officer', 'guanYinXiangSheng']],
  },
  pianYin: {
    strong: [SEAL_USES_AUTHORITY, ['wealth', 'caiZhiXiao']],
    weak: [['resource', 'yinShengShen']],
    balanced: [['wealth', 'caiZhiXiao']],
  },
  jianLu: LU_NEEDS,
  yueJie: LU_NEEDS,
  yangRen: {
    strong: [['officer', 'yangRenJiaSha']],
    weak: [['resource', 'yinShengShen']],
    balanced: [['officer', 'yangRenJiaSha']],
  },
};

/** A kind counts as in the chart from this share of the weighed pieces on. */
const PRESENT = 5;

/** 扶抑 as 病药: the illness (heaviest of these kinds) and its cure, with the text that says so. */
const CURES: Readonly<Record<'strong' | 'weak', readonly (readonly [GodCategory, GodCategory, string])[]>> = {
  strong: [
    ['peer', 'officer', 'balance.strongPeers'],
    ['resource', 'wealth', 'balance.strongResource'],
  ],
  weak: [
    ['officer', 'resource', 'balance.weakOfficer'],
    ['wealth', 'peer', 'balance.weakWealth'],
    ['output', 'resource', 'balance.weakOutput'],
  ],
};

/** 通关: two kinds that fight, and the kind between them (the one the first feeds and that feeds the second). */
const BRIDGES: readonly (readonly [GodCategory, GodCategory, GodCategory])[] = [
  ['peer', 'wealth', 'output'],
  ['wealth', 'resource', 'officer'],
  ['officer', 'peer', 'resource'],
  ['output', 'officer', 'wealth'],
  ['resource', 'output', 'peer'],
];
/** Both at least this share, and at most this far apart: locked in even strength. */
const BRIDGE = { atLeast: 25, apart: 8 } as const;

/** 调候 is called for in the cold and the hot months, when the needed element is this scarce (with hidden stems). */
const CLIMATE_SHORT_AT_MOST = 1;

const HELPERS: readonly GodCategory[] = ['peer', 'resource'];
const PRESSURES: readonly GodCategory[] = ['output', 'wealth', 'officer'];

interface Choice {
  readonly useful: GodCategory;
  readonly basis: UsefulBasis;
  readonly reason: Note;
}

function patternChoice(facts: RuleFacts, side: Side): Choice | null {
  const needs = facts.pattern ? PATTERN_NEEDS[facts.pattern]?.[side] : undefined;
  if (!needs) return null;
  const present = ([category, , shows]: Need) =>
    shows ? facts.stems.some((s) => s.category === category) : facts.share[category] >= PRESENT;
  const need = needs.find(present) ?? (side === 'balanced' ? needs[0] : null);
  if (!need) return null;
  return {
    useful: need[0],
    basis: 'pattern',
    reason: { code: `balance.pattern.${need[1]}`, params: { pattern: facts.pattern! } },
  };
}

function cureChoice(facts: RuleFacts, side: 'strong' | 'weak'): Choice {
  const cures = CURES[side];
  const [, cure, code] = cures.reduce((best, next) => (facts.share[next[0]] > facts.share[best[0]] ? next : best));
  return { useful: cure, basis: side === 'strong' ? 'restraint' : 'support', reason: { code } };
}

const generatorOf = (own: string, category: GodCategory): GodCategory =>
  categoryOfElement(own, Element.fromName(elementOfCategory(own, category)).getReinforced().getName());
const generatedBy = (own: string, category: GodCategory): GodCategory =>
  categoryOfElement(own, Element.fromName(elementOfCategory(own, category)).getReinforce().getName());
const controllerOf = (own: string, category: GodCategory): GodCategory =>
  categoryOfElement(own, Element.fromName(elementOfCategory(own, category)).getRestrained().getName());

function ordinaryBalance(facts: RuleFacts): ElementBalance {
  const own = facts.dayMaster.element;
  const side = sideOf(facts);
  const choice = patternChoice(facts, side) ?? cureChoice(facts, side === 'balanced' ? 'strong' : side);
  const role = (category: GodCategory, reason: Note): ElementRole => ({
    element: elementOfCategory(own, category),
    category,
    basis: choice.basis,
    reason,
  });
  const byShare = (kinds: readonly GodCategory[]) => [...kinds].sort((a, b) => facts.share[b] - facts.share[a]);
  const avoided: readonly GodCategory[] =
    side === 'strong'
      ? HELPERS
      : side === 'weak'
        ? byShare(PRESSURES.filter((k) => k !== choice.useful)).slice(0, 2)
        : [controllerOf(own, choice.useful)];
  const unfavourable = avoided.filter((k) => k !== choice.useful);
  const welcome = [generatorOf(own, choice.useful), generatedBy(own, choice.useful)].find(
    (k) => k !== choice.useful && !unfavourable.includes(k),
  );
  const usefulElement = elementOfCategory(own, choice.useful);
  return {
    useful: [role(choice.useful, choice.reason)],
    favourable: welcome ? [role(welcome, { code: 'balance.helps', params: { element: usefulElement } })] : [],
    unfavourable: unfavourable.map((k) =>
      role(
        k,
        side === 'balanced'
          ? { code: 'balance.against.useful', params: { element: usefulElement } }
          : { code: `balance.against.${side}` },
      ),
    ),
  };
}

/** Adds an element as a further 用神 and takes it off the 喜 and 忌 lists. */
function adding(balance: ElementBalance, role: ElementRole): ElementBalance {
  if (balance.useful.some((r) => r.element === role.element)) return balance;
  const others = (roles: readonly ElementRole[]) => roles.filter((r) => r.element !== role.element);
  return {
    useful: [...balance.useful, role],
    favourable: others(balance.favourable),
    unfavourable: others(balance.unfavourable),
  };
}

function climateNeed(facts: RuleFacts): ElementRole | null {
  if (facts.climate === 'mild') return null;
  const stem = climateStems(facts.dayMaster.stem, facts.monthBranch)[0]!;
  const element = HeavenStem.fromName(stem).getElement().getName();
  const count = facts.elementCounts[element] ?? 0;
  if (count > CLIMATE_SHORT_AT_MOST) return null;
  return {
    element,
    category: categoryOfElement(facts.dayMaster.element, element),
    basis: 'climate',
    reason: {
      code: `balance.climate.${facts.climate}`,
      params: { dayStem: facts.dayMaster.stem, branch: facts.monthBranch, stem, element, count },
    },
  };
}

/** When the 用神 is itself one of the two fighters, the fight is the cure (阳刃驾杀, 食神制杀), not to be bridged. */
function bridgeNeed(facts: RuleFacts, useful: GodCategory): ElementRole | null {
  const locked = BRIDGES.find(([a, b]) => {
    if (a === useful || b === useful) return false;
    const [x, y] = [facts.share[a], facts.share[b]];
    return x >= BRIDGE.atLeast && y >= BRIDGE.atLeast && Math.abs(x - y) <= BRIDGE.apart;
  });
  if (!locked) return null;
  const [a, b, between] = locked;
  const element = elementOfCategory(facts.dayMaster.element, between);
  return {
    element,
    category: between,
    basis: 'bridge',
    reason: {
      code: 'balance.bridge',
      params: { kinds: [a, b], element, first: Math.round(facts.share[a]), second: Math.round(facts.share[b]) },
    },
  };
}

function specialBalance(facts: RuleFacts): ElementBalance | null {
  const pattern = facts.pattern;
  const special = pattern && SPECIAL[pattern];
  if (!special) return null;
  const own = facts.dayMaster.element;
  const basis: UsefulBasis = pattern.startsWith('follow') ? 'follow' : 'dominant';
  const useful = elementOfCategory(own, special.useful);
  const role = (category: GodCategory, reason: Note): ElementRole => ({
    element: elementOfCategory(own, category),
    category,
    basis,
    reason,
  });
  return {
    useful: [role(special.useful, { code: basis === 'follow' ? `balance.${pattern}` : 'balance.dominant' })],
    favourable: special.favourable.map((k) => role(k, { code: 'balance.helps', params: { element: useful } })),
    unfavourable: special.unfavourable.map((k) => role(k, { code: `balance.against.${basis}` })),
  };
}

export function elementBalance(facts: RuleFacts): ElementBalance {
  // A 从格 or 专旺 chart goes wholly with its force; warming, cooling or bridging it would cut across that.
  const special = specialBalance(facts);
  if (special) return special;
  let balance = ordinaryBalance(facts);
  const first = balance.useful[0]!.category;
  const bridge = sideOf(facts) === 'balanced' ? bridgeNeed(facts, first) : null;
  for (const need of [climateNeed(facts), bridge]) if (need) balance = adding(balance, need);
  return balance;
}
