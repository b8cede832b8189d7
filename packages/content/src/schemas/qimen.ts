import { z } from 'zod';
import { PATTERN_RULES } from '@tarot/core/qimen/patterns/rules';
import { QUESTION_KINDS } from '@tarot/core/qimen/reading/question';
import { LINE_CODES, SEASON_STATES, type QimenTexts } from '@tarot/core/qimen/reading/texts';
import { DOORS, GODS, STARS, TRIGRAMS } from '@tarot/core/qimen/symbols';
import { text, textsFor } from './text';

/** The placeholders a line may quote: a text naming one its note does not give would print as {{…}}. */
const QUOTES: Readonly<Record<string, readonly string[]>> = {
  pattern: ['pattern', 'text'],
  asker: ['stem', 'palace'],
  'asker.strong': ['state'],
  'asker.weak': ['state'],
  'asker.tomb': ['stem'],
  'matter.doorPressed': ['door'],
  'matter.horse': [],
  'advice.lost-item': ['palace'],
};
const quotesOf = (code: string): readonly string[] =>
  QUOTES[code] ??
  (code === 'question.lost-item' || code === 'question.general'
    ? ['yongShen', 'palace', 'stem']
    : code.startsWith('question.')
      ? ['yongShen', 'palace']
      : code.startsWith('tone.') || code.startsWith('advice.')
        ? []
        : ['yongShen', 'state']);

const line = (code: string) =>
  text.refine(
    (value) => [...value.matchAll(/\{\{(\w+)\}\}/g)].every(([, key]) => quotesOf(code).includes(key!)),
    `quotes a placeholder ${code} does not give`,
  );

export const qimenReadingSchema: z.ZodType<QimenTexts> = z.strictObject({
  terms: z.strictObject({
    stars: textsFor(STARS),
    doors: textsFor(DOORS),
    gods: textsFor(GODS),
    palaces: textsFor(TRIGRAMS),
    states: textsFor(SEASON_STATES),
    hourStem: text,
    horse: text,
  }),
  questions: textsFor(QUESTION_KINDS),
  patterns: z.strictObject(
    Object.fromEntries(PATTERN_RULES.map((rule) => [rule.id, z.strictObject({ name: text, text })])),
  ),
  lines: z.strictObject(Object.fromEntries(LINE_CODES.map((code) => [code, line(code)]))) as unknown as z.ZodType<
    QimenTexts['lines']
  >,
});
