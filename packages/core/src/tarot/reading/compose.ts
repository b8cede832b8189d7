import type { DrawnCard } from '../draw';
import type { CardTextTable } from '../types';
import type { ReadingInterpretation } from './interpret';
import type { ReadingTexts } from './reading-texts';

/** The reading in words, in the order it is told. */
export interface ComposedReading {
  /** Quotes the question, or speaks to the querent's concern when none was written. */
  readonly opening: string;
  /** How the cards were read: in which area, and what the cards can and cannot say there. */
  readonly lens: string;
  readonly patterns: readonly string[];
  readonly leaning: string | null;
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

function leaningText(leaning: ReadingInterpretation['leaning'], texts: ReadingTexts): string | null {
  if (!leaning) return null;
  return leaning.kind === 'yesNo' ? texts.leaning[leaning.value] : texts.choice[leaning.value];
}

/** Puts an interpretation into one language's words; the synthesis opens by quoting the question. */
export function composeReading({
  interpretation,
  cards,
  cardTexts,
  texts,
  positionName,
}: ComposeInput): ComposedReading {
  const nameOf = (id: string) => cardTexts[id]?.name ?? id;
  const patterns = interpretation.patterns.map((pattern) =>
    fill(texts.patterns[pattern.code], { cards: pattern.cards.map(nameOf).join(texts.listSeparator) }),
  );

  const anchor = cards[interpretation.anchor]!;
  const orientation = anchor.reversed ? 'reversed' : 'upright';
  const opening = interpretation.question
    ? fill(texts.synthesis.question, { question: interpretation.question })
    : texts.synthesis.noQuestion;
  const closing = [
    fill(texts.synthesis.anchor, {
      position: positionName(interpretation.anchor),
      card: nameOf(anchor.id),
      orientation: texts.orientation[orientation],
      keywords: (cardTexts[anchor.id]?.keywords[orientation] ?? []).join(texts.listSeparator),
    }),
    texts.synthesis.tone[interpretation.tone],
  ];
  return {
    opening,
    lens: texts.topics[interpretation.topic],
    patterns,
    leaning: leaningText(interpretation.leaning, texts),
    closing,
  };
}
