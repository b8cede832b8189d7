/**
 * 格局: the chart's frame. Special frames come first and are stated as rules: 从格 when
 * a rootless, unaided day master yields to the strongest force, 专旺 when a day master in
 * its own season meets no controlling 官杀. Otherwise the frame is read from the month
 * branch as 《子平真诠·论用神》 teaches: the 本气 when it shows among the stems or when
 * nothing shows, else the hidden stem that shows (透干); a month that is the day master's
 * 禄 or 刃 gives 建禄格 or 月刃格, and a 本气 that is the day master's own element gives
 * way to the next hidden stem (杂气 months such as 戊 in 辰).
 */
import { ruleHolds, type Condition, type RuleFacts } from './conditions';
import type { HiddenStemFact } from './facts';
import type { GodCategory, Note, PatternCode, PatternReading } from './types';

const OPPOSING: readonly GodCategory[] = ['wealth', 'officer', 'output'];
const yielding: readonly Condition[] = [
  { level: ['veryWeak'] },
  { atMost: 0, of: 'peer' },
  { atMost: 5, of: 'resource' },
];

const SPECIAL: readonly { readonly pattern: PatternCode; readonly when: readonly Condition[] }[] = [
  { pattern: 'followWealth', when: [...yielding, { heaviest: 'wealth', among: OPPOSING }] },
  { pattern: 'followOfficer', when: [...yielding, { heaviest: 'officer', among: OPPOSING }] },
  { pattern: 'followOutput', when: [...yielding, { heaviest: 'output', among: OPPOSING }] },
  {
    pattern: 'dominant',
    when: [
      { level: ['veryStrong'] },
      { season: ['prosperous'] },
      { atMost: 0, of: 'officer' },
      { atMost: 10, of: 'wealth' },
    ],
  },
];

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

/** Every month branch hides a stem of another kind than the day master's own unless it is its 禄 (handled first). */
function patternOfGod(tenGod: string): PatternCode {
  const code = PATTERN_OF_GOD[tenGod];
  if (!code) throw new Error(`no frame for ${tenGod}`);
  return code;
}

/** The month's hidden stem the frame is read from, and the note that says why. */
function monthStem(facts: RuleFacts): { stem: HiddenStemFact; reason: Note } {
  const month = facts.hidden.filter((h) => h.pillar === 'month');
  const main = month[0]!;
  const shows = (h: HiddenStemFact) => facts.stems.some((s) => s.stem === h.stem);
  const params = (h: HiddenStemFact) => ({ branch: facts.monthBranch, stem: h.stem, tenGod: h.tenGod });
  if (main.category === 'peer') {
    const next = month.find((h) => h.category !== 'peer') ?? main;
    return { stem: next, reason: { code: 'pattern.reason.peerMonth', params: params(next) } };
  }
  // A 比劫 that shows forms no frame (建禄月劫不成格): only other kinds that show count.
  const shown = month.find((h) => h.category !== 'peer' && shows(h));
  if (!shown || shown === main) return { stem: main, reason: { code: 'pattern.reason.main', params: params(main) } };
  return { stem: shown, reason: { code: 'pattern.reason.shown', params: params(shown) } };
}

export function chartPattern(facts: RuleFacts): PatternReading {
  const special = SPECIAL.find((rule) => ruleHolds(rule, facts));
  if (special) {
    return {
      code: special.pattern,
      reasons: [{ code: `pattern.reason.${special.pattern}`, params: { element: facts.dayMaster.element } }],
    };
  }
  if (facts.monthStage === '临官')
    return { code: 'jianLu', reasons: [{ code: 'pattern.reason.lu', params: { branch: facts.monthBranch } }] };
  if (facts.monthStage === '帝旺')
    return { code: 'yueRen', reasons: [{ code: 'pattern.reason.ren', params: { branch: facts.monthBranch } }] };
  const { stem, reason } = monthStem(facts);
  return { code: patternOfGod(stem.tenGod), reasons: [reason] };
}
