import { describe, expect, it } from 'vitest';
import { ziweiChart, ziweiHoroscope } from '@tarot/core/calendar/ziwei';
import { ziweiReading } from '@tarot/core/calendar/ziwei-reading/reading';
import { textOf, type ZiweiTexts } from '@tarot/core/calendar/ziwei-reading/texts';
import type { ZiweiReading } from '@tarot/core/calendar/ziwei-reading/types';
import { CONTENT_LANGUAGES } from '@tarot/core/tarot/types';
import { loadZiweiTexts } from '../../src/web/ziwei';

function codesOf(reading: ZiweiReading): string[] {
  const periods = [reading.decadal, reading.yearly].flatMap((p) =>
    p ? [...p.codes, ...p.mutagens.flatMap((m) => m.codes)] : [],
  );
  return [
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
    ...periods,
  ];
}

/** Keys of a text table as dotted paths, to compare languages. */
const paths = (node: unknown, prefix = ''): string[] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([key, inner]) => paths(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

// Every 时辰 on six days of 1990, both genders: all palaces, 身宫 positions and many stars.
const births = Array.from({ length: 6 * 12 }, (_, i) => ({
  date: `1990-${(i % 6) * 2 + 1}-${(i % 28) + 1}`,
  hourIndex: Math.floor(i / 6),
  gender: i % 2 === 0 ? 'male' : 'female',
})) as { date: string; hourIndex: number; gender: 'male' | 'female' }[];
const codes = new Set(
  births.flatMap((b) => codesOf(ziweiReading(ziweiChart(b), ziweiHoroscope(b, { date: '2026-7-1' })))),
);

describe('ziwei reading texts', () => {
  const tables = new Map<string, ZiweiTexts>();

  it.each(CONTENT_LANGUAGES)('%s has a non-empty text for every code a reading gives', async (language) => {
    const texts = await loadZiweiTexts(language);
    tables.set(language, texts);
    const missing = [...codes].filter((code) => !textOf(texts, code)?.trim());
    expect(missing).toEqual([]);
    expect(codes.size).toBeGreaterThan(100);
  });

  it('has the same keys in every language', () => {
    const reference = paths(tables.get('zh-Hans')).sort();
    for (const language of CONTENT_LANGUAGES) expect(paths(tables.get(language)).sort()).toEqual(reference);
  });

  it('gives undefined for a code with no text', () => {
    expect(textOf(tables.get('en')!, 'stars.ziwei.nowhere')).toBeUndefined();
  });
});
