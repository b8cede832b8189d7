import type { DrawnCard } from '../draw';
import type { Spread } from '../spreads';
import type { CardId, LifeArea } from '../types';
import { yesNoAnswer, type YesNoAnswer } from './answer';
import { evaluate, type DrawContext } from './conditions';
import { placeCards, type PlacedCard } from './drawn-facts';
import { choiceLeaning, layoutsTwoPaths, type ChoiceLeaning } from './leaning';
import { linksOf, type Link } from './narrative';
import type { Polarity } from './polarity';
import { positionFrame, type Frame } from './position-frames';
import { readQuestion } from './question';
import { READING_RULES, type PatternCode } from './rules';
import { TOPIC_AREA, type Topic } from './topics';

export interface PatternMatch {
  readonly code: PatternCode;
  /** The cards the pattern is about, in spread order, for the text to name. */
  readonly cards: readonly CardId[];
}

/** How freely the draw flows: no card reversed, some, or more than half. */
export type Tone = 'flowing' | 'mixed' | 'inward';

/** A card in its position: the frame it is read in and how it answers. */
export interface PositionRead {
  readonly key: string;
  readonly frame: Frame;
  readonly polarity: Polarity;
}

/**
 * The draw's answer, always worked out; `asked` says whether the reading tells it, as it does
 * for yes-or-no questions and decision spreads. A spread of two paths compares them instead.
 */
export type ReadingAnswer =
  | ({ readonly kind: 'yesNo'; readonly asked: boolean } & YesNoAnswer)
  | { readonly kind: 'choice'; readonly asked: true; readonly leaning: ChoiceLeaning };

/** A reading as codes: what to say, never the words, so every language tells the same reading. */
export interface ReadingInterpretation {
  readonly question: string;
  readonly topic: Topic;
  /** The life area each position is read in; null reads the card's general meaning. */
  readonly area: LifeArea | null;
  readonly positions: readonly PositionRead[];
  /** Positions read against each other (Celtic Cross 1–10, 3–4, 5–6; you and the other person). */
  readonly links: readonly Link[];
  readonly patterns: readonly PatternMatch[];
  readonly answer: ReadingAnswer;
  readonly tone: Tone;
  /** The position the closing synthesis rests on: the outcome, the answer or the advice. */
  readonly anchor: number;
}

/** Where a reader looks to close a reading, best first; otherwise the last card laid. */
const ANCHOR_POSITIONS = ['outcome', 'answer', 'advice', 'future', 'focus'];

/** Without a telling question, a spread made for one topic still reads in that topic. */
function spreadTopic(spread: Spread): Topic {
  if (spread.category === 'decision') return 'decision';
  const byArea: Readonly<Record<LifeArea, Topic>> = {
    love: 'love',
    career: 'career',
    wealth: 'money',
    health: 'health',
  };
  return spread.area ? byArea[spread.area] : 'general';
}

function anchorOf(spread: Spread): number {
  const keys = spread.positions.map((position) => position.key);
  const found = ANCHOR_POSITIONS.map((key) => keys.indexOf(key)).find((index) => index >= 0);
  return found ?? keys.length - 1;
}

function toneOf(cards: readonly PlacedCard[]): Tone {
  const reversed = cards.filter((card) => card.reversed).length;
  return reversed === 0 ? 'flowing' : reversed * 2 > cards.length ? 'inward' : 'mixed';
}

function answerOf(spread: Spread, yesNo: boolean, cards: readonly PlacedCard[], tally: YesNoAnswer): ReadingAnswer {
  if (layoutsTwoPaths(cards)) return { kind: 'choice', asked: true, leaning: choiceLeaning(cards, tally.votes) };
  return { kind: 'yesNo', asked: spread.category === 'decision' || yesNo, ...tally };
}

function matchPatterns(context: DrawContext): PatternMatch[] {
  return READING_RULES.flatMap((rule) => {
    const outcomes = rule.when.map((condition) => evaluate(condition, context));
    if (!outcomes.every((outcome) => outcome.holds)) return [];
    const named = new Set(outcomes.flatMap((outcome) => outcome.witnesses));
    const cards = context.cards.filter((card) => named.has(card)).map((card) => card.facts.id);
    return [{ code: rule.code, cards }];
  });
}

/**
 * Reads a draw for its question: the question's topic picks the life area every card is
 * read in (a love question in a general spread reads each card's love text; a question
 * that names no topic takes the spread's), each card is read in its position's frame with the
 * polarity it has there, paired positions are read against each other, the rules name the
 * patterns across the spread, and the cards add up to one answer.
 */
export function interpretReading(spread: Spread, drawn: readonly DrawnCard[], question = ''): ReadingInterpretation {
  const cards = placeCards(spread, drawn);
  const asked = readQuestion(question);
  const topic = asked.topic === 'general' ? spreadTopic(spread) : asked.topic;
  const tally = yesNoAnswer(cards);
  const positions = cards.map((card, index) => ({
    key: card.position,
    frame: positionFrame(card.position).frame,
    polarity: tally.votes[index]!.polarity,
  }));
  return {
    question: question.trim(),
    topic,
    area: TOPIC_AREA[topic] ?? spread.area,
    positions,
    links: linksOf(
      positions.map((position) => position.key),
      positions.map((position) => position.polarity),
    ),
    patterns: matchPatterns({ topic, cards }),
    answer: answerOf(spread, asked.yesNo, cards, tally),
    tone: toneOf(cards),
    anchor: anchorOf(spread),
  };
}
