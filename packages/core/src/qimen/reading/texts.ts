/**
 * The words of a 奇门 reading in one language, by code. Core keeps the rules and the codes;
 * the texts live in the content tree (texts/<language>/qimen/reading.json), checked against a
 * schema built from the lists below.
 */
import { PATTERN_RULES } from '../patterns/rules';
import type { DOORS, GODS, STARS, TRIGRAMS } from '../symbols';
import { QUESTION_KINDS } from './question';

export const RELATIONS = ['together', 'helps', 'controls', 'alike', 'gives', 'presses'] as const;
export const TONES = ['open', 'mixed', 'closed'] as const;
export const SEASON_STATES = ['旺', '相', '休', '囚', '死'] as const;

/**
 * Every sentence code a reading may use; texts quote {{yongShen}}, {{palace}}, {{stem}}, {{state}},
 * {{door}}; 'pattern' joins a pattern's {{pattern}} name and its {{text}}.
 */
export const LINE_CODES = [
  ...QUESTION_KINDS.map((q) => `question.${q}` as const),
  'asker',
  ...RELATIONS.map((r) => `relation.${r}` as const),
  'matter.strong',
  'matter.resting',
  'matter.weak',
  'asker.strong',
  'asker.weak',
  'matter.void',
  'matter.tomb',
  'asker.tomb',
  'matter.doorPressed',
  'matter.horse',
  'pattern',
  ...TONES.map((t) => `tone.${t}` as const),
  ...QUESTION_KINDS.map((q) => `advice.${q}` as const),
] as const;
export type LineCode = (typeof LINE_CODES)[number];

/** Names of the board's pieces in the reader's language (the Chinese stands beside them when rendered). */
export interface QimenTermTexts {
  readonly stars: Readonly<Record<(typeof STARS)[number], string>>;
  readonly doors: Readonly<Record<(typeof DOORS)[number], string>>;
  readonly gods: Readonly<Record<(typeof GODS)[number], string>>;
  /** Palaces 1–9 by trigram: 坎 'Kan (north)' … */
  readonly palaces: Readonly<Record<(typeof TRIGRAMS)[number], string>>;
  readonly states: Readonly<Record<(typeof SEASON_STATES)[number], string>>;
  /** The two 用神 that are not a door, god or star. */
  readonly hourStem: string;
  readonly horse: string;
}

export interface QimenPatternText {
  /** The pattern's name in the reader's language. */
  readonly name: string;
  /** What it means, in the content voice: for reflection, never fate. */
  readonly text: string;
}

export interface QimenTexts {
  readonly terms: QimenTermTexts;
  readonly questions: Readonly<Record<(typeof QUESTION_KINDS)[number], string>>;
  readonly patterns: Readonly<Record<string, QimenPatternText>>;
  readonly lines: Readonly<Record<LineCode, string>>;
}

export const PATTERN_IDS: readonly string[] = PATTERN_RULES.map((r) => r.id);
