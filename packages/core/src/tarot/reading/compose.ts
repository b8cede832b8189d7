import type { DrawnCard } from '../draw';
import type { CardText, CardTextTable, Element, LifeArea } from '../types';
import type { ReadingInterpretation } from './interpret';
import { FRAMES_WITH_MEANING } from './position-frames';
import type { ReadingTexts } from './reading-texts';

/** The reading in words, in the order it is told. */
export interface ComposedReading {
  /** Quotes the question, or speaks to the querent's concern when none was written. */
  readonly opening: string;
  /** How the cards were read: in which area, and what the cards can and cannot say there. */
  readonly lens: string;
  /** Each card read in its position, in spread order. */
  readonly positions: readonly string[];
  /** Paired positions read against each other, quoting both cards. */
  readonly narrative: readonly string[];
  readonly patterns: readonly string[];
  /** The bottom line, naming the cards that carry it; null when the question asked for none. */
  readonly answer: string | null;
  /** Where the spread comes to rest, and the tone to carry away. */
  readonly closing: readonly string[];
}

interface ComposeInput {
  readonly interpretation: ReadingInterpretation;
  readonly cards: readonly DrawnCard[];
  readonly cardTexts: CardTextTable;
  readonly texts: ReadingTexts;
  /** Position names live with the interface texts; the caller looks them up. */
  readonly positionName: (index: number) => string;
}

/** Quotes each {name} a template names; one the values lack stays as written, to be seen. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A sentence may open with a placeholder ("{topic} ist …"): it still starts with a capital. */
const capitalized = (sentence: string) => sentence.charAt(0).toLocaleUpperCase() + sentence.slice(1);

/** The first sentence of a card's general meaning, for questions that name no life area. */
function firstSentence(text: string): string {
  return /^.+?(?:[。！？]|[.!?](?=\s|$))/su.exec(text)?.[0] ?? text;
}

function meaningOf(text: CardText, area: LifeArea | null, reversed: boolean): string {
  const orientation = reversed ? 'reversed' : 'upright';
  return area ? text.areas[area][orientation] : firstSentence(text[orientation]);
}

/** Puts an interpretation into one language's words; the synthesis opens by quoting the question. */
export function composeReading({
  interpretation,
  cards,
  cardTexts,
  texts,
  positionName,
}: ComposeInput): ComposedReading {
  const textOf = (index: number): CardText => {
    const found = cardTexts[cards[index]!.id];
    if (!found) throw new RangeError(`card ${cards[index]!.id} has no text`);
    return found;
  };
  const orientationOf = (index: number) => (cards[index]!.reversed ? 'reversed' : 'upright');
  const quote = (index: number) =>
    fill(texts.cardQuote, { card: textOf(index).name, orientation: texts.orientation[orientationOf(index)] });
  const quoteAll = (indexes: readonly number[]) => indexes.map(quote).join(texts.listSeparator);
  const sentences = (...parts: string[]) => parts.map(capitalized).join(texts.sentenceSeparator);

  const positions = interpretation.positions.map((position, index) => {
    const text = textOf(index);
    const frame = texts.frames[position.frame];
    const values = {
      card: text.name,
      keywords: text.keywords[orientationOf(index)].slice(0, 3).join(texts.listSeparator),
      topic: texts.topicPhrases[interpretation.topic],
      aspect: texts.aspects[position.key as Element] ?? '',
    };
    const answer = position.polarity === 'yes' || position.polarity === 'no' ? position.polarity : 'open';
    const told = [fill(frame.lead, values), fill(frame[answer], values)];
    if (FRAMES_WITH_MEANING.has(position.frame))
      told.push(meaningOf(text, interpretation.area, cards[index]!.reversed));
    return sentences(...told);
  });

  const narrative = interpretation.links.map((link) =>
    capitalized(fill(texts.links[link.pair][link.relation], { a: quote(link.from), b: quote(link.to) })),
  );

  const { answer } = interpretation;
  const bottomLine =
    answer.kind === 'choice'
      ? texts.choice[answer.leaning]
      : sentences(
          fill(texts.answer[answer.leaning], { cards: quoteAll(answer.carriers) }),
          ...(answer.counter === null ? [] : [fill(texts.answer.but, { cards: quote(answer.counter) })]),
        );

  const nameOf = (id: string) => cardTexts[id]?.name ?? id;
  const patterns = interpretation.patterns.map((pattern) =>
    fill(texts.patterns[pattern.code], { cards: pattern.cards.map(nameOf).join(texts.listSeparator) }),
  );
  const anchor = interpretation.anchor;
  const opening = interpretation.question
    ? fill(texts.synthesis.question, { question: interpretation.question })
    : texts.synthesis.noQuestion;
  const closing = [
    fill(texts.synthesis.anchor, {
      position: positionName(anchor),
      card: textOf(anchor).name,
      orientation: texts.orientation[orientationOf(anchor)],
      keywords: textOf(anchor).keywords[orientationOf(anchor)].join(texts.listSeparator),
    }),
    texts.synthesis.tone[interpretation.tone],
  ];
  return {
    opening,
    lens: texts.topics[interpretation.topic],
    positions,
    narrative,
    patterns,
    answer: answer.asked ? bottomLine : null,
    closing,
  };
}
