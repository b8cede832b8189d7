/**
 * 旺衰: how strong the day master stands — one score, one verdict, shown everywhere.
 * The weighed pieces (facts.ts, after 合化, 三合/三会 and the roots 冲 and 合 shake) are
 * split into what supports the day master — 得令 (the month's season), 得地 (roots and 印 in
 * the branches) and 得势 (比劫 and 印 among the stems) — and what opposes it: 官杀 克,
 * 食伤 泄 and 财 耗. The score is the supporting share out of 100 (《滴天髓·衰旺》: 强弱
 * is the balance of what helps against what presses); each side's parts add up to the
 * score and to the rest.
 */
import { Element } from 'tyme4ts';
import type { Combination } from './combinations';
import type { ChartFacts, Piece } from './facts';
import type { Note, SeasonState, StrengthLevel, StrengthParts, StrengthReading } from './types';

/**
 * Lowest score of each level, strongest first. The day master itself is not among the pieces,
 * so a chart whose helpers hold a little under half stands even: 40–51 is 中和.
 */
const LEVELS: readonly (readonly [StrengthLevel, number])[] = [
  ['veryStrong', 68],
  ['strong', 52],
  ['balanced', 40],
  ['weak', 25],
  ['veryWeak', 0],
];

export function seasonState(dayMasterElement: string, monthElement: string): SeasonState {
  const own = Element.fromName(dayMasterElement);
  const month = Element.fromName(monthElement);
  if (month.equals(own)) return 'prosperous';
  if (month.equals(own.getReinforced())) return 'supported';
  if (month.equals(own.getReinforce())) return 'resting';
  if (month.equals(own.getRestrain())) return 'confined';
  return 'dead';
}

export const levelOf = (score: number): StrengthLevel => LEVELS.find(([, lowest]) => score >= lowest)![0];

const supports = (p: Piece) => p.category === 'peer' || p.category === 'resource';

/** Each part in points of 100, rounded so that the supporting parts add up to the score exactly. */
function strengthParts(pieces: readonly Piece[]): StrengthParts {
  const total = pieces.reduce((sum, p) => sum + p.weight, 0);
  const points = (test: (p: Piece) => boolean) =>
    (pieces.filter(test).reduce((sum, p) => sum + p.weight, 0) / total) * 100;
  const season = points((p) => supports(p) && p.pillar === 'month' && p.place !== 'stem');
  const roots = points((p) => supports(p) && p.place === 'hidden' && p.pillar !== 'month');
  const stems = points((p) => supports(p) && p.place === 'stem');
  const score = Math.round(season + roots + stems);
  const seasonPoints = Math.round(season);
  const rootPoints = Math.round(season + roots) - seasonPoints;
  const officer = points((p) => p.category === 'officer');
  const output = points((p) => p.category === 'output');
  const officerPoints = Math.round(officer);
  const outputPoints = Math.round(officer + output) - officerPoints;
  return {
    season: seasonPoints,
    roots: rootPoints,
    stems: score - seasonPoints - rootPoints,
    officer: officerPoints,
    output: outputPoints,
    wealth: 100 - score - officerPoints - outputPoints,
  };
}

const COMBINATION_CODES: Readonly<Record<Combination['kind'], string>> = {
  bureau: 'strength.combine.bureau',
  branchesTransform: 'strength.combine.branchesTransform',
  stemsTransform: 'strength.combine.stemsTransform',
  branchesBound: 'strength.combine.branchesBound',
  stemsBound: 'strength.combine.stemsBound',
  clash: 'strength.combine.clash',
};

const combinationNote = (c: Combination): Note => ({
  code: COMBINATION_CODES[c.kind],
  params: 'element' in c ? { relations: [c.relation], element: c.element } : { relations: [c.relation] },
});

export function dayMasterStrength(facts: ChartFacts): StrengthReading {
  const season = seasonState(facts.dayMaster.element, facts.monthElement);
  const parts = strengthParts(facts.pieces);
  const score = parts.season + parts.roots + parts.stems;
  const roots = facts.pieces.filter((p) => supports(p) && p.place === 'hidden' && p.pillar !== 'month');
  const helpers = facts.pieces.filter((p) => supports(p) && p.place === 'stem');
  const chars = (list: readonly Piece[]) => [...new Set(list.map((p) => p.char))];
  const reasons: Note[] = [
    ...facts.combinations.map(combinationNote),
    {
      code: `strength.season.${season}`,
      params: { branch: facts.monthBranch, element: facts.monthElement, points: parts.season },
    },
    roots.length === 0
      ? { code: 'strength.roots.none' }
      : { code: 'strength.roots.found', params: { stems: chars(roots), points: parts.roots } },
    helpers.length === 0
      ? { code: 'strength.stems.none' }
      : { code: 'strength.stems.found', params: { stems: chars(helpers), points: parts.stems } },
    { code: 'strength.against', params: { officer: parts.officer, output: parts.output, wealth: parts.wealth } },
  ];
  return { score, level: levelOf(score), season, parts, reasons };
}
