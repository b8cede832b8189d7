/**
 * 旺衰: how strong the day master stands, from three classical tests (《滴天髓》 and
 * 《子平真诠》 weigh them so): 得令 — the birth month's element against the day master;
 * 得地 — roots in the branches' hidden stems; 得势 — supporting stems beside it.
 * Each test adds points to a score out of 100; the score's band is the level.
 */
import { Element } from 'tyme4ts';
import type { ChartFacts, HiddenStemFact } from './facts';
import type { GodCategory, Note, SeasonState, StrengthLevel, StrengthReading } from './types';

/** 旺 相 休 囚 死 and what each is worth: only a month of the same or the mother element lends strength. */
const SEASON_POINTS: Readonly<Record<SeasonState, number>> = {
  prosperous: 40,
  supported: 30,
  resting: 0,
  confined: 0,
  dead: 0,
};

/** A root (通根) of the day master's own element weighs more than a hidden 印 that feeds it. */
const ROOT_POINTS: Partial<Record<GodCategory, Readonly<Record<HiddenStemFact['kind'], number>>>> = {
  peer: { 本气: 10, 中气: 6, 余气: 3 },
  resource: { 本气: 5, 中气: 3, 余气: 2 },
};
const ROOTS_MAX = 30;
const STEM_POINTS = 10;

/** Lowest score of each level, strongest first. */
const LEVELS: readonly (readonly [StrengthLevel, number])[] = [
  ['veryStrong', 75],
  ['strong', 55],
  ['balanced', 40],
  ['weak', 20],
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

/** Roots and hidden 印; the month's own 本气 is already counted as 得令. */
const rootsOf = (facts: ChartFacts): HiddenStemFact[] =>
  facts.hidden.filter((h) => ROOT_POINTS[h.category] && !(h.pillar === 'month' && h.kind === '本气'));

export function dayMasterStrength(facts: ChartFacts): StrengthReading {
  const season = seasonState(facts.dayMaster.element, facts.monthElement);
  const roots = rootsOf(facts);
  const rootPoints = Math.min(
    ROOTS_MAX,
    roots.reduce((sum, h) => sum + (ROOT_POINTS[h.category]?.[h.kind] ?? 0), 0),
  );
  const helpers = facts.stems.filter((s) => s.category === 'peer' || s.category === 'resource');
  const score = SEASON_POINTS[season] + rootPoints + helpers.length * STEM_POINTS;
  const reasons: Note[] = [
    {
      code: `strength.season.${season}`,
      params: { branch: facts.monthBranch, element: facts.monthElement, points: SEASON_POINTS[season] },
    },
    roots.length === 0
      ? { code: 'strength.roots.none' }
      : {
          code: 'strength.roots.found',
          params: { stems: [...new Set(roots.map((h) => h.stem))], points: rootPoints },
        },
    helpers.length === 0
      ? { code: 'strength.stems.none' }
      : {
          code: 'strength.stems.found',
          params: { stems: [...new Set(helpers.map((s) => s.stem))], points: helpers.length * STEM_POINTS },
        },
  ];
  return { score, level: levelOf(score), season, reasons };
}
