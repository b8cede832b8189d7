/**
 * What a reader sees of every text, in every language, reduced to short SHA-256 prints: the
 * raw strings where a text is shown as written, and readings put into words by the real
 * functions where a text is a template. fingerprints.json holds the prints the texts had
 * when they were still TypeScript in core and the server; the tree must print the same.
 */
import { createHash } from 'node:crypto';
import { baziChart } from '@tarot/core/calendar/bazi/chart';
import { baziReading } from '@tarot/core/calendar/bazi/reading/reading';
import { renderReading } from '@tarot/core/calendar/bazi/reading/render';
import type { ReadingTexts as BaziReadingTexts } from '@tarot/core/calendar/bazi/reading/types';
import { randomDate, seeded } from '@tarot/core/calendar/test-random';
import { ziweiChart, ziweiHoroscope } from '@tarot/core/calendar/ziwei';
import { ziweiReading } from '@tarot/core/calendar/ziwei-reading/reading';
import { textOf, type ZiweiTexts } from '@tarot/core/calendar/ziwei-reading/texts';
import type { ZiweiReading } from '@tarot/core/calendar/ziwei-reading/types';
import { pickCards, shuffleDeck } from '@tarot/core/tarot/draw';
import { seededRandomInt } from '@tarot/core/tarot/random';
import { composeReading } from '@tarot/core/tarot/reading/compose';
import { interpretReading } from '@tarot/core/tarot/reading/interpret';
import type { ReadingTexts as TarotReadingTexts } from '@tarot/core/tarot/reading/reading-texts';
import { SPREADS } from '@tarot/core/tarot/spreads';
import {
  CONTENT_LANGUAGES,
  type CardNameTable,
  type CardTextTable,
  type ContentLanguage,
} from '@tarot/core/tarot/types';

/** A launch article as the seed publishes it in one language. */
export interface SeededArticle {
  readonly category: string;
  readonly publishedAt: string;
  readonly title: string;
  readonly summary: string;
  readonly body: string;
}

/** Where each kind of text is read from, in one language, as the product reads it. */
export interface TextSources {
  readonly cardTexts: (language: ContentLanguage) => Promise<CardTextTable>;
  readonly cardNames: (language: ContentLanguage) => Promise<CardNameTable>;
  readonly tarotReading: (language: ContentLanguage) => Promise<TarotReadingTexts>;
  readonly baziReading: (language: ContentLanguage) => Promise<BaziReadingTexts>;
  readonly ziweiReading: (language: ContentLanguage) => Promise<ZiweiTexts>;
  /** By slug. */
  readonly articles: (language: ContentLanguage) => Promise<Readonly<Record<string, SeededArticle>>>;
  readonly notifications: (language: ContentLanguage) => Promise<object>;
}

type Prints = Record<string, string>;
/** Domain → language → text id → print. */
export type Fingerprints = Record<string, Record<string, Prints>>;

/** JSON with every object's keys sorted: the order a file lists its keys in is not something a reader sees. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** 64 bits of SHA-256 tell two texts apart as surely as all 256, at a quarter of the fixture. */
const print = (value: unknown) => createHash('sha256').update(canonical(value)).digest('hex').slice(0, 16);

const printEach = (entries: Iterable<readonly [string, unknown]>): Prints =>
  Object.fromEntries([...entries].map(([id, value]) => [id, print(value)]));

/** Questions that reach different topics (love, work, a yes/no, a choice) and none at all. */
const QUESTIONS = ['', 'Will my relationship grow this year?', '我该不该换工作？', 'Should I move abroad or stay?'];

/** Seeded draws of every spread, composed in the language's words. */
function tarotReadings(cardTexts: CardTextTable, texts: TarotReadingTexts): Prints {
  return printEach(
    SPREADS.map((spread) => {
      const readings = QUESTIONS.map((question, n) => {
        const deck = shuffleDeck(seededRandomInt(`${spread.id}:${n}`));
        const cards = pickCards(
          deck,
          spread.positions.map((_, index) => index),
        );
        const interpretation = interpretReading(spread, cards, question);
        return composeReading({ interpretation, cards, cardTexts, texts, positionName: (index) => `#${index}` });
      });
      return [`compose:${spread.id}`, readings] as const;
    }),
  );
}

/** Seeded births (the reading tests' generator), read on one fixed day. */
function baziReadings(texts: BaziReadingTexts, language: ContentLanguage): Prints {
  const random = seeded(27);
  return printEach(
    Array.from({ length: 8 }, (_, n) => {
      const [year, month, day] = randomDate(random, 1930, 2020);
      const hour = Math.floor(random() * 24);
      const chart = baziChart({
        year,
        month,
        day,
        hour,
        minute: 0,
        gender: n % 2 ? 'male' : 'female',
        ziSect: 'nextDay',
      });
      return [`render:${n}`, renderReading(baziReading(chart, { year: 2026, month: 6, day: 1 }), texts, language)];
    }),
  );
}

/** Every code a reading gives for a dozen births, as the reading pages look them up. */
function ziweiCodes(texts: ZiweiTexts): Prints {
  const readings: ZiweiReading[] = Array.from({ length: 12 }, (_, i) => {
    const birth = {
      date: `1988-${i + 1}-${((i * 5) % 28) + 1}`,
      hourIndex: i,
      gender: i % 2 ? 'male' : 'female',
    } as const;
    return ziweiReading(ziweiChart(birth), ziweiHoroscope(birth, { date: '2026-7-1' }));
  });
  const codes = readings.flatMap((reading) => [
    ...reading.palaces.flatMap((p) => [
      ...p.codes,
      ...p.stars.flatMap((s) => s.codes),
      ...p.minorStars.flatMap((s) => s.codes),
      ...p.sanFang.codes,
    ]),
    ...reading.summary.soul.codes,
    ...reading.summary.body.codes,
    ...reading.patterns.flatMap((p) => p.codes),
    ...(reading.stack?.codes ?? []),
    ...[reading.decadal, reading.yearly].flatMap((p) => (p ? [...p.codes, ...p.mutagens.flatMap((m) => m.codes)] : [])),
  ]);
  return { codes: print(codes.map((code) => [code, textOf(texts, code)])) };
}

/** A table's entries one level down (`stars.ziwei`, `names.palaces`), so a change names its part. */
const split = (table: object, keys: readonly string[]) =>
  Object.entries(table).flatMap(([key, value]): [string, unknown][] =>
    keys.includes(key)
      ? Object.entries(value as object).map(([inner, text]) => [`${key}.${inner}`, text])
      : [[key, value]],
  );

/** Codes grouped by their first part (`strength`, `pattern`, `god`): one print per group. */
function byPrefix(texts: Readonly<Record<string, string>>): Map<string, [string, string][]> {
  const groups = new Map<string, [string, string][]>();
  for (const [code, text] of Object.entries(texts)) {
    const prefix = code.split('.')[0]!;
    groups.set(prefix, [...(groups.get(prefix) ?? []), [code, text]]);
  }
  return groups;
}

/** Every domain's prints in every language. */
export async function fingerprints(sources: TextSources): Promise<Fingerprints> {
  const result: Fingerprints = {};
  const put = (domain: string, language: string, prints: Prints) => {
    (result[domain] ??= {})[language] = prints;
  };
  for (const language of CONTENT_LANGUAGES) {
    const [cardTexts, cardNames, tarot, bazi, ziwei, articles, notifications] = await Promise.all([
      sources.cardTexts(language),
      sources.cardNames(language),
      sources.tarotReading(language),
      sources.baziReading(language),
      sources.ziweiReading(language),
      sources.articles(language),
      sources.notifications(language),
    ]);
    put('tarot/cards', language, printEach(Object.entries(cardTexts)));
    put('tarot/names', language, { all: print(cardNames) });
    put('tarot/reading', language, { ...printEach(Object.entries(tarot)), ...tarotReadings(cardTexts, tarot) });
    put('bazi/reading', language, { ...printEach(byPrefix(bazi)), ...baziReadings(bazi, language) });
    put('ziwei/reading', language, { ...printEach(split(ziwei, ['names', 'stars'])), ...ziweiCodes(ziwei) });
    put('articles', language, printEach(Object.entries(articles)));
    put('notifications', language, printEach(Object.entries(notifications)));
  }
  return result;
}
