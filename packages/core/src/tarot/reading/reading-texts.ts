import type { Orientation } from '../types';
import type { ChoiceLeaning, Leaning } from './leaning';
import type { Tone } from './interpret';
import type { PatternCode } from './rules';
import type { Topic } from './topics';

/**
 * The words of a reading in one content language. Placeholders in braces are filled by
 * `composeReading`: {cards} a list of card names, {question}, {position}, {card},
 * {orientation} and {keywords}.
 */
export interface ReadingTexts {
  /** Joins card names in a list ("、" in Chinese, ", " in English). */
  readonly listSeparator: string;
  readonly orientation: Readonly<Record<Orientation, string>>;
  /** How the cards were read for this topic: the first words of the synthesis. */
  readonly topics: Readonly<Record<Topic, string>>;
  readonly patterns: Readonly<Record<PatternCode, string>>;
  readonly leaning: Readonly<Record<Leaning, string>>;
  readonly choice: Readonly<Record<ChoiceLeaning, string>>;
  readonly synthesis: {
    readonly question: string;
    readonly noQuestion: string;
    readonly anchor: string;
    readonly tone: Readonly<Record<Tone, string>>;
  };
}
