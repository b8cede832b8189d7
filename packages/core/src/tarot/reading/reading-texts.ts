import type { Element, Orientation } from '../types';
import type { ChoiceLeaning } from './leaning';
import type { Tone } from './interpret';
import type { LinkPair, LinkRelation } from './narrative';
import type { Polarity } from './polarity';
import type { Frame } from './position-frames';
import type { PatternCode } from './rules';
import type { Topic } from './topics';

/**
 * A position's frame: `lead` introduces the card ({card}, {keywords}; {aspect} in the four
 * elements), then one sentence for how the card answers there: `yes`, `no`, or `open` for a
 * card of waiting or of conditions. They may place {topic}, the question's area as a phrase.
 */
export interface FrameTexts {
  readonly lead: string;
  readonly yes: string;
  readonly no: string;
  readonly open: string;
}

/**
 * The words of a reading in one content language. Placeholders in braces are filled by
 * `composeReading`: {cards} a list of card names, {question}, {position}, {card},
 * {orientation}, {keywords}, {topic}, {aspect}, and {a} and {b} for the two cards of a pair.
 */
export interface ReadingTexts {
  /** Joins card names in a list ("、" in Chinese, ", " in English). */
  readonly listSeparator: string;
  /** Joins the sentences of one text ("" in Chinese and Japanese, " " elsewhere). */
  readonly sentenceSeparator: string;
  readonly orientation: Readonly<Record<Orientation, string>>;
  /** A card quoted in the narrative and the answer, with its orientation: "{card} ({orientation})". */
  readonly cardQuote: string;
  /** How the cards were read for this topic: the first words of the synthesis. */
  readonly topics: Readonly<Record<Topic, string>>;
  /** The topic as a phrase a frame sentence can hold: "in love", "at work". */
  readonly topicPhrases: Readonly<Record<Topic, string>>;
  /** What each position of the four-elements spread looks at, for {aspect}. */
  readonly aspects: Readonly<Record<Element, string>>;
  readonly frames: Readonly<Record<Frame, FrameTexts>>;
  readonly links: Readonly<Record<LinkPair, Readonly<Record<LinkRelation, string>>>>;
  readonly patterns: Readonly<Record<PatternCode, string>>;
  /** The bottom line: which way the cards lean, naming those that carry it ({cards}); `but` names one against. */
  readonly answer: Readonly<Record<Polarity | 'but', string>>;
  readonly choice: Readonly<Record<ChoiceLeaning, string>>;
  readonly synthesis: {
    readonly question: string;
    readonly noQuestion: string;
    readonly anchor: string;
    readonly tone: Readonly<Record<Tone, string>>;
  };
}
