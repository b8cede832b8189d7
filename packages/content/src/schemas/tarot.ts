import { z } from 'zod';
import type { CardNameParts } from '@tarot/core/tarot/card-texts';
import { DECK } from '@tarot/core/tarot/deck';
import { LINK_RELATIONS, LINKS } from '@tarot/core/tarot/reading/narrative';
import { POLARITIES } from '@tarot/core/tarot/reading/polarity';
import { FRAMES } from '@tarot/core/tarot/reading/position-frames';
import type { FrameTexts, ReadingTexts } from '@tarot/core/tarot/reading/reading-texts';
import { READING_RULES } from '@tarot/core/tarot/reading/rules';
import { TOPICS } from '@tarot/core/tarot/reading/topics';
import { SUITS, type CardBody, type CardBodyTable, type Oriented } from '@tarot/core/tarot/types';
import { each, text, textsFor } from './text';

const oriented = <T extends z.ZodType>(value: T) => z.strictObject({ upright: value, reversed: value });
/** A list of so many texts, typed as the tuple core declares. */
const texts = <T extends readonly string[]>(length: T['length']) =>
  z.array(text).length(length) as z.ZodType<unknown> as z.ZodType<T>;

export const cardNamesSchema: z.ZodType<CardNameParts> = z.strictObject({
  majors: texts<CardNameParts['majors']>(22),
  ranks: texts<CardNameParts['ranks']>(14),
  suits: textsFor(SUITS),
  minor: text.refine((value) => value.includes('{rank}') && value.includes('{suit}'), 'names no {rank} or {suit}'),
});

const cardBody: z.ZodType<CardBody> = z.strictObject({
  keywords: oriented(z.array(text).min(1)) as z.ZodType<Oriented<readonly string[]>>,
  upright: text,
  reversed: text,
  interpretation: text,
  imagery: text,
  areas: z.strictObject({
    love: oriented(text),
    career: oriented(text),
    wealth: oriented(text),
    health: oriented(text),
  }),
});

/** Exactly the 78 cards of the deck. */
export const cardsSchema: z.ZodType<CardBodyTable> = z.record(
  z.enum(DECK.map((card) => card.id) as [string, ...string[]]),
  cardBody,
);

/** A text that holds each of the placeholders it must fill. */
const holding = (...slots: readonly string[]) =>
  text.refine((value) => slots.every((slot) => value.includes(slot)), `needs ${slots.join(' ')}`);

const frameTexts: z.ZodType<FrameTexts> = z.strictObject({
  lead: holding('{card}', '{keywords}'),
  yes: text,
  no: text,
  open: text,
});

export const tarotReadingSchema: z.ZodType<ReadingTexts> = z.strictObject({
  listSeparator: z.string().min(1),
  sentenceSeparator: z.enum(['', ' ']),
  orientation: oriented(text),
  cardQuote: holding('{card}', '{orientation}'),
  topics: textsFor(TOPICS),
  topicPhrases: textsFor(TOPICS),
  aspects: textsFor(['fire', 'water', 'air', 'earth']),
  frames: each(FRAMES, frameTexts),
  links: each(
    LINKS.map((link) => link.pair),
    each(LINK_RELATIONS, holding('{a}', '{b}')),
  ),
  patterns: textsFor(READING_RULES.map((rule) => rule.code)),
  answer: each([...POLARITIES, 'but'], holding('{cards}')),
  choice: textsFor(['pathA', 'pathB', 'even']),
  synthesis: z.strictObject({
    question: text,
    noQuestion: text,
    anchor: text,
    tone: textsFor(['flowing', 'mixed', 'inward']),
  }),
});
