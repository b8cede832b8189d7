import type { TarotReadingRequest, TarotReadingResponse } from '@tarot/contract/tarot-reading';
import { readTexts } from '@tarot/content/server/read-texts';
import { nameTable, withNames } from '@tarot/core/tarot/card-texts';
import { contentLanguageFor } from '@tarot/core/tarot/content';
import { composeReading } from '@tarot/core/tarot/reading/compose';
import { interpretReading } from '@tarot/core/tarot/reading/interpret';
import { findSpread } from '@tarot/core/tarot/spreads';
import type { CardTextTable, ContentLanguage } from '@tarot/core/tarot/types';
import { positionName } from './spread-names';

const cardTexts = new Map<ContentLanguage, CardTextTable>();

/** The 78 cards' texts under their names in one language, joined once. */
function cardTextsOf(language: ContentLanguage): CardTextTable {
  let table = cardTexts.get(language);
  if (!table) {
    table = withNames(nameTable(readTexts('tarot/names', language)), readTexts('tarot/cards', language));
    cardTexts.set(language, table);
  }
  return table;
}

/**
 * The reading the app's reading page tells for these cards: core's interpretation of the draw
 * put into words by core's composition, with the same texts and position names. The contract
 * has checked the spread, the number of cards and that none repeats.
 */
export function tarotReading({ question, spread: spreadId, cards, lang }: TarotReadingRequest): TarotReadingResponse {
  const spread = findSpread(spreadId);
  if (!spread) throw new Error(`spread ${spreadId} is in the contract but not in core`);
  const language = contentLanguageFor(lang);
  const texts = cardTextsOf(language);
  const nameOf = (index: number) => positionName(lang, spread.id, spread.positions[index]!.key);
  const interpretation = interpretReading(spread, cards, question);
  const told = composeReading({
    interpretation,
    cards,
    cardTexts: texts,
    texts: readTexts('tarot/reading', language),
    positionName: nameOf,
  });
  const { answer } = interpretation;
  return {
    spread: spread.id,
    language,
    question: interpretation.question,
    topic: interpretation.topic,
    area: interpretation.area,
    tone: interpretation.tone,
    answer:
      answer.kind === 'choice'
        ? {
            kind: 'choice',
            asked: true,
            leaning: answer.leaning,
            weights: null,
            carriers: [],
            counter: null,
            text: told.answer,
          }
        : {
            kind: 'yesNo',
            asked: answer.asked,
            leaning: answer.leaning,
            weights: answer.weights,
            carriers: answer.carriers,
            counter: answer.counter,
            text: told.answer,
          },
    positions: interpretation.positions.map((position, index) => ({
      position: { index, key: position.key, name: nameOf(index) },
      card: { id: cards[index]!.id, name: texts[cards[index]!.id]!.name, reversed: cards[index]!.reversed },
      frame: position.frame,
      polarity: position.polarity,
      text: told.positions[index]!,
    })),
    summary: {
      opening: told.opening,
      lens: told.lens,
      narrative: told.narrative,
      patterns: told.patterns,
      answer: told.answer,
      closing: told.closing,
    },
  };
}
