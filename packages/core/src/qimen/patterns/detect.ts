/**
 * Finds the 格局 of rules.ts on a chart: a palace pattern wherever one of its clauses holds,
 * a board pattern when its whole-board condition does.
 */
import type { QimenChart, QimenPalace } from '../chart';
import { isPunished, tombPalaceOf } from '../marks';
import { boardStemOf, cycleIndex } from '../board-stems';
import {
  DOOR_OF_PALACE,
  elementRelation,
  starOfPalace,
  stemElement,
  STEMS,
  type PalaceNumber,
  type Stem,
} from '../symbols';
import { PATTERN_RULES, type BoardCondition, type PalaceClause, type PatternNature, type StemRef } from './rules';

export interface QimenPattern {
  readonly id: string;
  readonly name: string;
  readonly nature: PatternNature;
  /** Where it forms; empty for a board pattern, which concerns the whole chart. */
  readonly palaces: readonly PalaceNumber[];
}

type Pillar = 'year' | 'month' | 'day' | 'hour';

interface Context {
  readonly refs: Readonly<Record<Pillar, number>>;
  readonly zhiShiDoor: string;
}

const resolve = (refs: readonly StemRef[], context: Context): number[] =>
  refs.map((ref) => (ref in context.refs ? context.refs[ref as Pillar] : STEMS.indexOf(ref as Stem)));

const present = (values: readonly (Stem | undefined | null)[]): number[] =>
  values.filter((v): v is Stem => !!v).map((v) => STEMS.indexOf(v));

function clauseHolds(clause: PalaceClause, palace: QimenPalace, context: Context): boolean {
  if (clause.palace && !clause.palace.includes(palace.palace)) return false;
  if (clause.door) {
    const doors = clause.door.map((d) => (d === 'zhiShi' ? context.zhiShiDoor : d));
    if (!palace.door || !doors.includes(palace.door)) return false;
  }
  if (clause.god && !(palace.god && clause.god.includes(palace.god))) return false;
  if (clause.star && !(palace.star && clause.star.includes(palace.star))) return false;
  if (clause.heaven) {
    const allowed = resolve(clause.heaven, context);
    const heaven = present([palace.heavenStem, palace.lodged?.heavenStem]).filter(
      (s) =>
        allowed.includes(s) &&
        (!clause.heavenInTomb || tombPalaceOf(s) === palace.palace) &&
        (!clause.heavenPunished || isPunished(s, palace.palace)),
    );
    if (heaven.length === 0) return false;
  }
  if (clause.earth) {
    const allowed = resolve(clause.earth, context);
    const excepted = (clause.exceptEarth ?? []).map((s) => STEMS.indexOf(s));
    const earth = present([palace.earthStem, palace.lodged?.earthStem]).filter(
      (s) => allowed.includes(s) && !excepted.includes(s),
    );
    if (earth.length === 0) return false;
  }
  return true;
}

const outer = (chart: QimenChart) => chart.palaces.filter((p) => p.palace !== 5);
const opposite = (palace: PalaceNumber) => (10 - palace) as PalaceNumber;

function boardHolds(condition: BoardCondition, chart: QimenChart): boolean {
  switch (condition) {
    case 'stars-fuyin':
      return outer(chart).every((p) => p.star === starOfPalace(p.palace));
    case 'stars-fanyin':
      return outer(chart).every((p) => p.star === starOfPalace(opposite(p.palace)));
    case 'doors-fuyin':
      return outer(chart).every((p) => p.door === DOOR_OF_PALACE[p.palace - 1]);
    case 'doors-fanyin':
      return outer(chart).every((p) => p.door === DOOR_OF_PALACE[opposite(p.palace) - 1]);
    case 'wu-bu-yu': {
      // 时干克日干, yang on yang or yin on yin: 甲日庚午时, 乙日辛巳时 …
      const day = cycleIndex(chart.pillars.day) % 10;
      const hour = cycleIndex(chart.pillars.hour) % 10;
      return day % 2 === hour % 2 && elementRelation(stemElement(hour), stemElement(day)) === 2;
    }
  }
}

/** Every 格局 of the chart, in the order of rules.ts. */
export function qimenPatterns(chart: QimenChart): QimenPattern[] {
  const context: Context = {
    refs: {
      year: boardStemOf(chart.pillars.year),
      month: boardStemOf(chart.pillars.month),
      day: boardStemOf(chart.pillars.day),
      hour: boardStemOf(chart.pillars.hour),
    },
    zhiShiDoor: chart.zhiShi.door,
  };
  const found: QimenPattern[] = [];
  for (const rule of PATTERN_RULES) {
    const { id, name, nature } = rule;
    if ('board' in rule.when) {
      if (boardHolds(rule.when.board, chart)) found.push({ id, name, nature, palaces: [] });
      continue;
    }
    const clauses = rule.when.palace;
    const palaces = chart.palaces.filter((p) => clauses.some((c) => clauseHolds(c, p, context))).map((p) => p.palace);
    if (palaces.length > 0) found.push({ id, name, nature, palaces });
  }
  return found;
}
