/**
 * 格局: the chart's frame, each rule stated in the note that gives it.
 *
 * Special frames first, only when their conditions hold:
 * - 从格 (《滴天髓·从象》): a day master with no 比劫 anywhere, next to no 印 and a very weak
 *   score yields to what presses it — 从财, 从杀 or 从儿 when one force holds at least
 *   FOLLOW.single of the chart, 从势 when none does;
 * - 专旺 (曲直、炎上、稼穑、从革、润下, 《滴天髓·一行得气》): a very strong day master born in a
 *   month of its own element whose branches are of that element (its 三合/三会 complete, or
 *   three of four branches by their 本气 — all four for 稼穑, which has no bureau), with no
 *   官杀 among the stems and little hidden.
 * A bureau (三合 or 三会) that takes in the month branch changes what the month holds
 * (《子平真诠·论用神变化》: 丁生亥月，本为正官，支全卯未，则化为印; 乙生寅月…会午会戌，则劫化为
 * 食伤; 丙生寅月…甲不透干而会午会戌，则化为劫): the frame is read from the bureau's leading
 * branch — unless the month's 本气 shows among the stems, which keeps the month's own frame
 * (丙生寅月，午戌会劫，而又…透甲，则仍为印而格不破), or the bureau is of the day master's
 * own kind in its own 禄/刃 month.
 * Otherwise the month branch gives the frame (《子平真诠·论用神》): a month that is the day
 * master's 禄 is 建禄格; its 帝旺 is 阳刃格 for a yang stem, 月劫格 for a yin one (阳刃 belongs
 * to the yang stems only, 《子平真诠·论阳刃》); else the 本气 when it shows among the stems,
 * else a hidden stem that shows (in 辰戌丑未 the 杂气 month takes what shows, 《论杂气如何取用》),
 * else the 本气 — or, where the 本气 is the day master's own kind, the month's next stem.
 */
import { EarthBranch, HeavenStem } from 'tyme4ts';
import { categoryOfGod } from './categories';
import type { Combination } from './combinations';
import type { HiddenStemFact } from './facts';
import type { RuleFacts } from './conditions';
import type { GodCategory, Note, PatternCode, PatternReading } from './types';

/** What a 从格 asks: no 比劫 at all, 印 at most this share, a score at most this, and the share one force needs to be followed alone. */
const FOLLOW = { resourceAtMost: 5, scoreAtMost: 24, single: 40 } as const;
const FOLLOWED: readonly (readonly [GodCategory, PatternCode])[] = [
  ['wealth', 'followWealth'],
  ['officer', 'followOfficer'],
  ['output', 'followOutput'],
];

/** 专旺 by element: its frame, the months of its season, the share of hidden 官杀 it tolerates. */
const DOMINANT: readonly {
  readonly element: string;
  readonly pattern: PatternCode;
  readonly months: string;
  /** How many of the four branches must be of the element by their 本气 when no bureau forms. */
  readonly branches: number;
}[] = [
  { element: '木', pattern: 'quZhi', months: '寅卯辰', branches: 3 },
  { element: '火', pattern: 'yanShang', months: '巳午未', branches: 3 },
  { element: '土', pattern: 'jiaSe', months: '辰戌丑未', branches: 4 },
  { element: '金', pattern: 'congGe', months: '申酉戌', branches: 3 },
  { element: '水', pattern: 'runXia', months: '亥子丑', branches: 3 },
];
const DOMINANT_OFFICER_AT_MOST = 10;

const PATTERN_OF_GOD: Readonly<Record<string, PatternCode>> = {
  正官: 'zhengGuan',
  七杀: 'qiSha',
  正财: 'zhengCai',
  偏财: 'pianCai',
  食神: 'shiShen',
  伤官: 'shangGuan',
  正印: 'zhengYin',
  偏印: 'pianYin',
};

/** A frame's facts: the strength score and verdict are known by the time the frame is read. */
export interface PatternFacts extends RuleFacts {
  readonly score: number;
}

function followPattern(facts: PatternFacts): PatternReading | null {
  const { share } = facts;
  if (facts.score > FOLLOW.scoreAtMost || share.peer > 0 || share.resource > FOLLOW.resourceAtMost) return null;
  const [category, pattern] = FOLLOWED.reduce((best, next) => (share[next[0]] > share[best[0]] ? next : best));
  const alone = share[category] >= FOLLOW.single;
  const code: PatternCode = alone ? pattern : 'followPower';
  const params = {
    element: facts.dayMaster.element,
    score: facts.score,
    resource: Math.round(share.resource),
    share: Math.round(share[category]),
    single: FOLLOW.single,
  };
  return { code, reasons: [{ code: `pattern.reason.${code}`, params }] };
}

function dominantPattern(facts: PatternFacts): PatternReading | null {
  const rule = DOMINANT.find((r) => r.element === facts.dayMaster.element);
  if (!rule || facts.level !== 'veryStrong' || !rule.months.includes(facts.monthBranch)) return null;
  if (facts.stems.some((s) => s.category === 'officer') || facts.share.officer > DOMINANT_OFFICER_AT_MOST) return null;
  const bureau = facts.combinations.find((c) => c.kind === 'bureau' && c.element === rule.element);
  const own = facts.hidden.filter((h) => h.kind === '本气' && h.element === rule.element).map((h) => h.pillar);
  if (!bureau && own.length < rule.branches) return null;
  const branches =
    bureau && 'branches' in bureau.relation ? bureau.relation.branches : own.map((p) => facts.branches[p]);
  const params = {
    element: rule.element,
    branch: facts.monthBranch,
    branches: [...branches],
    officer: Math.round(facts.share.officer),
  };
  return { code: rule.pattern, reasons: [{ code: 'pattern.reason.dominant', params }] };
}

/** A combination that changes elements (a bureau, a 六合 or 五合 that transformed). */
type Transforming = Extract<Combination, { readonly element: string }>;

/** The frame a bureau through the month branch gives, when the month's 本气 does not hold it. */
function bureauPattern(facts: PatternFacts): PatternReading | null {
  const bureau = facts.combinations.find(
    (c): c is Transforming => c.kind === 'bureau' && 'branches' in c.relation && c.relation.branches.includes(facts.monthBranch),
  );
  if (!bureau || !('branches' in bureau.relation)) return null;
  const main = facts.hidden.find((h) => h.pillar === 'month' && h.kind === '本气')!;
  if (facts.stems.some((s) => s.stem === main.stem)) return null;
  // The bureau speaks through its leading branch (子午卯酉, the middle one of the three).
  const stem = EarthBranch.fromName(bureau.relation.branches[1]!).getHideHeavenStemMain().getName();
  const tenGod = HeavenStem.fromName(facts.dayMaster.stem).getTenStar(HeavenStem.fromName(stem)).getName();
  const peer = categoryOfGod(tenGod) === 'peer';
  if (peer && (facts.monthStage === '临官' || facts.monthStage === '帝旺')) return null;
  const code: PatternCode | undefined = peer ? 'yueJie' : PATTERN_OF_GOD[tenGod];
  if (!code) throw new Error(`no frame for ${tenGod}`);
  const params = {
    branch: facts.monthBranch,
    relations: [bureau.relation],
    element: bureau.element,
    mainStem: main.stem,
    stem,
    tenGod,
  };
  return { code, reasons: [{ code: 'pattern.reason.bureau', params }] };
}

/** The month's hidden stem the frame is read from, and the note that says why. */
function monthStem(facts: RuleFacts): { stem: HiddenStemFact; reason: Note } {
  const month = facts.hidden.filter((h) => h.pillar === 'month');
  const main = month[0]!;
  const shows = (h: HiddenStemFact) => facts.stems.some((s) => s.stem === h.stem);
  const params = (h: HiddenStemFact) => ({ branch: facts.monthBranch, stem: h.stem, tenGod: h.tenGod });
  if (main.category !== 'peer' && shows(main))
    return { stem: main, reason: { code: 'pattern.reason.mainShows', params: params(main) } };
  // A 比劫 that shows forms no frame (建禄月劫不成格): only other kinds that show count.
  const shown = month.find((h) => h !== main && h.category !== 'peer' && shows(h));
  if (shown) return { stem: shown, reason: { code: 'pattern.reason.shown', params: params(shown) } };
  if (main.category !== 'peer') return { stem: main, reason: { code: 'pattern.reason.main', params: params(main) } };
  const next = month.find((h) => h.category !== 'peer') ?? main;
  return { stem: next, reason: { code: 'pattern.reason.peerMonth', params: params(next) } };
}

export function chartPattern(facts: PatternFacts): PatternReading {
  const overriding = followPattern(facts) ?? dominantPattern(facts) ?? bureauPattern(facts);
  if (overriding) return overriding;
  const branch = { branch: facts.monthBranch };
  if (facts.monthStage === '临官') return { code: 'jianLu', reasons: [{ code: 'pattern.reason.lu', params: branch }] };
  if (facts.monthStage === '帝旺') {
    const code: PatternCode = facts.dayMaster.yang ? 'yangRen' : 'yueJie';
    return { code, reasons: [{ code: `pattern.reason.${code}`, params: branch }] };
  }
  const { stem, reason } = monthStem(facts);
  const code = PATTERN_OF_GOD[stem.tenGod];
  if (!code) throw new Error(`no frame for ${stem.tenGod}`);
  return { code, reasons: [reason] };
}
