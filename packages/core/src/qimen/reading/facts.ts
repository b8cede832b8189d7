/**
 * A reading of a chart for one question, as codes and parameters only (the words are
 * render.ts's): where the asker (日干) and the matter (the 用神 of the question) stand, how
 * their palaces' elements meet (生克), how strong the matter is in the season (旺衰), whether
 * it is void (空亡) or buried (入墓), its door pressed (门迫), and the patterns touching either
 * palace. The tone weighs exactly those facts, so the verdict never says more than the lines.
 */
import { boardStemOf } from '../board-stems';
import type { QimenChart, QimenPalace } from '../chart';
import { tombPalaceOf, type SeasonState } from '../marks';
import type { QimenPattern } from '../patterns/detect';
import { elementRelation, PALACE_ELEMENT, STEMS, type PalaceNumber, type Stem } from '../symbols';
import { YONG_SHEN, yongShenName, type QuestionKind } from './question';

/** How the matter's palace meets the asker's: 生克 of their elements, or the same palace. */
export type Relation = 'together' | 'helps' | 'controls' | 'alike' | 'gives' | 'presses';
export type Tone = 'open' | 'mixed' | 'closed';

/** One sentence: a code of the texts and what it quotes (terms as the chart writes them). */
export interface ReadingNote {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface QimenReadingFacts {
  readonly question: QuestionKind;
  /** The 用神 as the chart writes it, and where it stands. */
  readonly yongShen: { readonly name: string; readonly palace: PalaceNumber; readonly stem?: Stem };
  readonly asker: { readonly stem: Stem; readonly palace: PalaceNumber };
  readonly relation: Relation;
  readonly matterState: SeasonState;
  readonly askerState: SeasonState;
  readonly matterVoid: boolean;
  readonly matterInTomb: boolean;
  readonly askerInTomb: boolean;
  readonly doorPressed: boolean;
  readonly horse: boolean;
  /** Patterns in the asker's or the matter's palace, and those of the whole board. */
  readonly patterns: readonly QimenPattern[];
  readonly score: number;
  readonly tone: Tone;
  readonly notes: readonly ReadingNote[];
}

/** The palace whose 天盘 shows a stem (天禽's lodged stem included). */
const palaceOfHeavenStem = (chart: QimenChart, stem: Stem): QimenPalace =>
  chart.palaces.find((p) => p.heavenStem === stem || p.lodged?.heavenStem === stem)!;

function matterPalace(chart: QimenChart, question: QuestionKind): { palace: QimenPalace; stem?: Stem } {
  const y = YONG_SHEN[question];
  switch (y.kind) {
    case 'door':
      return { palace: chart.palaces.find((p) => p.door === y.door)! };
    case 'god':
      return { palace: chart.palaces.find((p) => p.god === y.god)! };
    case 'star':
      return { palace: chart.palaces.find((p) => p.star === y.star || p.lodged?.star === y.star)! };
    case 'horse':
      return { palace: chart.palaces[chart.horse.palace - 1]! };
    case 'hour-stem': {
      const stem = STEMS[boardStemOf(chart.pillars.hour)]!;
      return { palace: palaceOfHeavenStem(chart, stem), stem };
    }
  }
}

function relationOf(asker: PalaceNumber, matter: PalaceNumber): Relation {
  if (asker === matter) return 'together';
  switch (elementRelation(PALACE_ELEMENT[matter - 1]!, PALACE_ELEMENT[asker - 1]!)) {
    case 1:
      return 'helps'; // the matter's palace feeds the asker's
    case -2:
      return 'controls'; // the asker's palace overcomes the matter's: it can be taken in hand
    case 0:
      return 'alike';
    case -1:
      return 'gives'; // the asker's palace feeds the matter's: effort spent on it
    default:
      return 'presses'; // the matter's palace overcomes the asker's
  }
}

const RELATION_POINTS: Readonly<Record<Relation, number>> = {
  together: 2,
  helps: 2,
  controls: 1,
  alike: 1,
  gives: -1,
  presses: -2,
};
const STATE_POINTS: Readonly<Record<SeasonState, number>> = { 旺: 1, 相: 1, 休: 0, 囚: -1, 死: -1 };
const strength = (state: SeasonState): 'strong' | 'resting' | 'weak' =>
  STATE_POINTS[state] > 0 ? 'strong' : STATE_POINTS[state] < 0 ? 'weak' : 'resting';

/** The reading of a chart for a question, from the chart and its patterns (qimenPatterns(chart)). */
export function qimenReadingFacts(
  chart: QimenChart,
  patterns: readonly QimenPattern[],
  question: QuestionKind,
): QimenReadingFacts {
  const askerStem = STEMS[boardStemOf(chart.pillars.day)]!;
  const asker = palaceOfHeavenStem(chart, askerStem);
  const matter = matterPalace(chart, question);
  const m = matter.palace;
  const relation = relationOf(asker.palace, m.palace);
  const matterVoid = m.marks.includes('旬空');
  // 入墓 is a stem's: read for the 时干 (and the asker's 日干), not for a door, god or star.
  const matterInTomb = matter.stem !== undefined && tombPalaceOf(STEMS.indexOf(matter.stem)) === m.palace;
  const askerInTomb = tombPalaceOf(STEMS.indexOf(askerStem)) === asker.palace;
  const doorPressed = m.marks.includes('门迫');
  const horse = YONG_SHEN[question].kind !== 'horse' && m.marks.includes('驿马');
  const touching = patterns.filter(
    (p) => p.palaces.length === 0 || p.palaces.includes(m.palace) || p.palaces.includes(asker.palace),
  );
  const patternPoints = touching.reduce((sum, p) => sum + (p.nature === 'auspicious' ? 1 : -1), 0);
  const score =
    RELATION_POINTS[relation] +
    STATE_POINTS[m.state] -
    (matterVoid ? 2 : 0) -
    (matterInTomb ? 1 : 0) -
    (askerInTomb ? 1 : 0) -
    (doorPressed ? 1 : 0) +
    Math.max(-2, Math.min(2, patternPoints));
  // A void or buried matter, or one whose palace presses the asker's, is not called open
  // however many good patterns gather: the lines saying so would contradict the verdict.
  const held = matterVoid || matterInTomb || relation === 'presses';
  const tone: Tone = score >= 2 && !held ? 'open' : score <= -2 ? 'closed' : 'mixed';
  const name = yongShenName(YONG_SHEN[question]);

  const notes: ReadingNote[] = [
    {
      code: `question.${question}`,
      params: { yongShen: name, palace: m.palace, ...(matter.stem ? { stem: matter.stem } : {}) },
    },
    { code: 'asker', params: { stem: askerStem, palace: asker.palace } },
    { code: `relation.${relation}`, params: { yongShen: name } },
    { code: `matter.${strength(m.state)}`, params: { state: m.state, yongShen: name } },
  ];
  if (strength(asker.state) !== 'resting')
    notes.push({ code: `asker.${strength(asker.state)}`, params: { state: asker.state } });
  if (matterVoid) notes.push({ code: 'matter.void', params: { yongShen: name } });
  if (matterInTomb) notes.push({ code: 'matter.tomb', params: { yongShen: name } });
  if (askerInTomb) notes.push({ code: 'asker.tomb', params: { stem: askerStem } });
  if (doorPressed) notes.push({ code: 'matter.doorPressed', params: { door: m.door! } });
  if (horse) notes.push({ code: 'matter.horse' });
  for (const p of touching) notes.push({ code: `pattern.${p.id}`, params: { pattern: p.name } });
  notes.push({ code: `tone.${tone}` }, { code: `advice.${question}`, params: { palace: m.palace } });

  return {
    question,
    yongShen: { name, palace: m.palace, ...(matter.stem ? { stem: matter.stem } : {}) },
    asker: { stem: askerStem, palace: asker.palace },
    relation,
    matterState: m.state,
    askerState: asker.state,
    matterVoid,
    matterInTomb,
    askerInTomb,
    doorPressed,
    horse,
    patterns: touching,
    score,
    tone,
    notes,
  };
}
