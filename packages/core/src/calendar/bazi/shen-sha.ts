/**
 * 神煞 of a chart's pillars and of its 大运, from the classical look-up rules. tyme4ts
 * has no 神煞 for birth charts, so the rules are written here as small tables, each
 * with the verse it comes from; where a rule is "the day stem's 长生 / 临官" it is
 * read from tyme4ts' 十二长生 (HeavenStem.getTerrain) instead of a table.
 *
 * Which characters a rule looks from (its bases) and at (every pillar's stem or branch,
 * the base pillar included: a 辰 year is its own 华盖) follow common 排盘 practice:
 * stem rules from the day and the year stem, 三合 rules from the year and the day branch.
 */
import { EarthBranch, HeavenStem, SixtyCycle, type EightChar } from 'tyme4ts';
import type { PillarKey } from './pillars';

type Basis = 'yearStem' | 'dayStem' | 'monthBranch' | 'yearBranch' | 'dayBranch';

interface Rule {
  readonly name: string;
  readonly bases: readonly Basis[];
  /** Looks at the target pillar's stem, branch, or either. */
  readonly looksAt: 'stem' | 'branch' | 'either';
  /** The characters that carry the star for a base character. */
  readonly hits: (base: string) => string;
}

const STEMS = HeavenStem.NAMES;
const BRANCHES = EarthBranch.NAMES;

/** A table keyed by the ten stems in order 甲…癸. */
const byStem =
  (values: readonly string[]) =>
  (stem: string): string =>
    values[STEMS.indexOf(stem)] ?? '';
/** A table keyed by the twelve branches in order 子…亥. */
const byBranch =
  (values: readonly string[]) =>
  (branch: string): string =>
    values[BRANCHES.indexOf(branch)] ?? '';

/** The branch where a stem reaches a stage of the twelve (长生, 临官 …), from tyme4ts; memoised (10 stems × 2 stages). */
const stages = new Map<string, EarthBranch>();
const stageBranch = (stem: string, stage: string): EarthBranch => {
  let branch = stages.get(stem + stage);
  if (!branch) {
    const heavenStem = HeavenStem.fromName(stem);
    branch = BRANCHES.map((name) => EarthBranch.fromName(name)).find(
      (b) => heavenStem.getTerrain(b).getName() === stage,
    );
    if (!branch) throw new Error(`no ${stage} for ${stem}`);
    stages.set(stem + stage, branch);
  }
  return branch;
};

/** 三合 groups in order 生, 旺, 墓: 申子辰 水, 亥卯未 木, 寅午戌 火, 巳酉丑 金. */
const TRIADS = ['申子辰', '亥卯未', '寅午戌', '巳酉丑'] as const;
const triadOf = (branch: string): string => TRIADS.find((triad) => triad.includes(branch)) ?? '';

/**
 * Stars placed by the 三合 group of the year or day branch (《三命通会·论驿马》《论咸池》
 * 《论华盖》《论将星》《论劫煞亡神》): 申子辰 马在寅, 咸池在酉, 华盖在辰, 将星在子, 劫煞在巳,
 * 亡神在亥, 灾煞在午; the other groups rotate with them.
 */
const TRIAD_STARS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  申子辰: { 驿马: '寅', 桃花: '酉', 华盖: '辰', 将星: '子', 劫煞: '巳', 亡神: '亥', 灾煞: '午' },
  寅午戌: { 驿马: '申', 桃花: '卯', 华盖: '戌', 将星: '午', 劫煞: '亥', 亡神: '巳', 灾煞: '子' },
  巳酉丑: { 驿马: '亥', 桃花: '午', 华盖: '丑', 将星: '酉', 劫煞: '寅', 亡神: '申', 灾煞: '卯' },
  亥卯未: { 驿马: '巳', 桃花: '子', 华盖: '未', 将星: '卯', 劫煞: '申', 亡神: '寅', 灾煞: '酉' },
};
const triadStar =
  (name: string) =>
  (branch: string): string =>
    TRIAD_STARS[triadOf(branch)]?.[name] ?? '';

const RULES: readonly Rule[] = [
  // 《三命通会·论天乙贵人》: 甲戊庚牛羊，乙己鼠猴乡，丙丁猪鸡位，壬癸兔蛇藏，六辛逢马虎。
  {
    name: '天乙贵人',
    bases: ['dayStem', 'yearStem'],
    looksAt: 'branch',
    hits: byStem(['丑未', '子申', '亥酉', '亥酉', '丑未', '子申', '丑未', '午寅', '卯巳', '卯巳']),
  },
  // 《三命通会·论太极贵人》: 甲乙生人子午中，丙丁鸡兔定亨通，戊己两干临四季，庚辛寅亥禄丰隆，壬癸巳申偏喜美。
  {
    name: '太极贵人',
    bases: ['dayStem', 'yearStem'],
    looksAt: 'branch',
    hits: byStem(['子午', '子午', '卯酉', '卯酉', '辰戌丑未', '辰戌丑未', '寅亥', '寅亥', '巳申', '巳申']),
  },
  // 《三命通会·论文昌》: 甲乙巳午报君知，丙戊申宫丁己鸡，庚猪辛鼠壬逢虎，癸人见卯入云梯。
  {
    name: '文昌贵人',
    bases: ['dayStem', 'yearStem'],
    looksAt: 'branch',
    hits: byStem(['巳', '午', '申', '酉', '申', '酉', '亥', '子', '寅', '卯']),
  },
  // 《三命通会·论天月德》: 正丁二坤中，三壬四辛同，五乾六甲上，七癸八艮逢，九丙十居乙，子巽丑庚中（坤申 乾亥 艮寅 巽巳）。
  {
    name: '天德贵人',
    bases: ['monthBranch'],
    looksAt: 'either',
    hits: byBranch(['巳', '庚', '丁', '申', '壬', '辛', '亥', '甲', '癸', '寅', '丙', '乙']),
  },
  // 同上: 寅午戌月在丙，申子辰月在壬，亥卯未月在甲，巳酉丑月在庚。
  {
    name: '月德贵人',
    bases: ['monthBranch'],
    looksAt: 'stem',
    hits: byBranch(['壬', '庚', '丙', '甲', '壬', '庚', '丙', '甲', '壬', '庚', '丙', '甲']),
  },
  // 《渊海子平·论禄》: 甲禄在寅，乙禄在卯，丙戊禄在巳，丁己禄在午，庚禄在申，辛禄在酉，壬禄在亥，癸禄在子 — the stem's 临官.
  { name: '禄神', bases: ['dayStem'], looksAt: 'branch', hits: (stem) => stageBranch(stem, '临官').getName() },
  // 《三命通会·论羊刃》: 禄前一位为刃 — 甲刃卯，乙刃辰，丙戊刃午，丁己刃未，庚刃酉，辛刃戌，壬刃子，癸刃丑.
  // (Another school puts the yin stems' 刃 on their 帝旺: 乙寅, 丁己巳, 辛申, 癸亥.)
  { name: '羊刃', bases: ['dayStem'], looksAt: 'branch', hits: (stem) => stageBranch(stem, '临官').next(1).getName() },
  // 《三命通会·论金舆》: 禄前二位为金舆 — 甲辰 乙巳 丙戊未 丁己申 庚戌 辛亥 壬丑 癸寅.
  { name: '金舆', bases: ['dayStem'], looksAt: 'branch', hits: (stem) => stageBranch(stem, '临官').next(2).getName() },
  // 《三命通会·论学堂词馆》: 学堂 is where the 命 element is born (长生); read here, as modern 排盘 does, from the day stem's 长生.
  { name: '学堂', bases: ['dayStem'], looksAt: 'branch', hits: (stem) => stageBranch(stem, '长生').getName() },
  { name: '驿马', bases: ['yearBranch', 'dayBranch'], looksAt: 'branch', hits: triadStar('驿马') },
  { name: '桃花', bases: ['yearBranch', 'dayBranch'], looksAt: 'branch', hits: triadStar('桃花') },
  { name: '华盖', bases: ['yearBranch', 'dayBranch'], looksAt: 'branch', hits: triadStar('华盖') },
  { name: '将星', bases: ['yearBranch', 'dayBranch'], looksAt: 'branch', hits: triadStar('将星') },
  { name: '劫煞', bases: ['yearBranch', 'dayBranch'], looksAt: 'branch', hits: triadStar('劫煞') },
  { name: '亡神', bases: ['yearBranch', 'dayBranch'], looksAt: 'branch', hits: triadStar('亡神') },
  { name: '灾煞', bases: ['yearBranch', 'dayBranch'], looksAt: 'branch', hits: triadStar('灾煞') },
  // 红鸾 by year branch: 子年卯，逆行一位一年 (卯 − 年支); 天喜 faces it (对冲): 子年酉.
  {
    name: '红鸾',
    bases: ['yearBranch'],
    looksAt: 'branch',
    hits: byBranch(['卯', '寅', '丑', '子', '亥', '戌', '酉', '申', '未', '午', '巳', '辰']),
  },
  {
    name: '天喜',
    bases: ['yearBranch'],
    looksAt: 'branch',
    hits: byBranch(['酉', '申', '未', '午', '巳', '辰', '卯', '寅', '丑', '子', '亥', '戌']),
  },
  // 《三命通会·论孤辰寡宿》: 亥子丑人见寅为孤、见戌为寡；寅卯辰人巳孤丑寡；巳午未人申孤辰寡；申酉戌人亥孤未寡。
  {
    name: '孤辰',
    bases: ['yearBranch'],
    looksAt: 'branch',
    hits: byBranch(['寅', '寅', '巳', '巳', '巳', '申', '申', '申', '亥', '亥', '亥', '寅']),
  },
  {
    name: '寡宿',
    bases: ['yearBranch'],
    looksAt: 'branch',
    hits: byBranch(['戌', '戌', '丑', '丑', '丑', '辰', '辰', '辰', '未', '未', '未', '戌']),
  },
  // 天医: 月支前一位 — 正月(寅)见丑，二月(卯)见寅 …
  {
    name: '天医',
    bases: ['monthBranch'],
    looksAt: 'branch',
    hits: (branch) => EarthBranch.fromName(branch).next(-1).getName(),
  },
];

/** Day-pillar stars (《三命通会·论魁罡》, 《论阴差阳错》): the day pillar itself is one of a list. */
const DAY_PILLAR_STARS: readonly { readonly name: string; readonly pillars: readonly string[] }[] = [
  { name: '魁罡', pillars: ['庚辰', '庚戌', '壬辰', '戊戌'] },
  {
    name: '阴差阳错',
    pillars: ['丙子', '丁丑', '戊寅', '辛卯', '壬辰', '癸巳', '丙午', '丁未', '戊申', '辛酉', '壬戌', '癸亥'],
  },
];

export const SHEN_SHA_NAMES: readonly string[] = [...RULES.map((r) => r.name), ...DAY_PILLAR_STARS.map((s) => s.name)];

interface Bases {
  readonly yearStem: string;
  readonly dayStem: string;
  readonly monthBranch: string;
  readonly yearBranch: string;
  readonly dayBranch: string;
}

const basesOf = (eightChar: EightChar): Bases => ({
  yearStem: eightChar.getYear().getHeavenStem().getName(),
  dayStem: eightChar.getDay().getHeavenStem().getName(),
  monthBranch: eightChar.getMonth().getEarthBranch().getName(),
  yearBranch: eightChar.getYear().getEarthBranch().getName(),
  dayBranch: eightChar.getDay().getEarthBranch().getName(),
});

/** The 神煞 a pillar carries against a chart's bases, in the order of SHEN_SHA_NAMES. */
function starsOn(bases: Bases, pillar: SixtyCycle, isDayPillar: boolean): string[] {
  const stem = pillar.getHeavenStem().getName();
  const branch = pillar.getEarthBranch().getName();
  const found: string[] = [];
  for (const rule of RULES) {
    const hit = rule.bases.some((basis) => {
      const chars = rule.hits(bases[basis]);
      return (rule.looksAt !== 'branch' && chars.includes(stem)) || (rule.looksAt !== 'stem' && chars.includes(branch));
    });
    if (hit) found.push(rule.name);
  }
  if (isDayPillar) {
    for (const star of DAY_PILLAR_STARS) if (star.pillars.includes(pillar.getName())) found.push(star.name);
  }
  return found;
}

/** 神煞 on each of the four pillars. */
export function chartShenSha(eightChar: EightChar): Record<PillarKey, string[]> {
  const bases = basesOf(eightChar);
  return {
    year: starsOn(bases, eightChar.getYear(), false),
    month: starsOn(bases, eightChar.getMonth(), false),
    day: starsOn(bases, eightChar.getDay(), true),
    hour: starsOn(bases, eightChar.getHour(), false),
  };
}

/** 神煞 a 大运 (or 流年) pillar brings to the chart: the same rules with the natal bases. */
export const fortuneShenSha = (eightChar: EightChar, pillar: string): string[] =>
  starsOn(basesOf(eightChar), SixtyCycle.fromName(pillar), false);
