import { createRequire } from 'node:module';
import { astro } from 'iztro';
import type * as IztroI18n from 'iztro/lib/i18n';
import { STAR_ALIASES } from 'iztro/lib/i18n/starAliases';
import { SolarDay } from 'tyme4ts';
import { describe, expect, it } from 'vitest';
import { withMemoisedTranslations } from '../src/lib/iztro-translation-memo';
import { randomDate, seeded } from '@tarot/core/calendar/test-random';

/** The module iztro's own code reads kot from, as the memo sees it. */
const i18n = createRequire(import.meta.url)('iztro/lib/i18n') as typeof IztroI18n;
const plainKot = i18n.kot as (value: unknown, k?: string) => unknown;
const memoisedKot = (value: unknown, k?: string) =>
  withMemoisedTranslations(() => (i18n.kot as (value: unknown, k?: string) => unknown)(value, k));

describe('withMemoisedTranslations', () => {
  it('swaps iztro’s kot and t only while its work runs', () => {
    const original = { kot: i18n.kot, t: i18n.t };
    expect(withMemoisedTranslations(() => i18n.kot)).not.toBe(original.kot);
    expect(withMemoisedTranslations(() => i18n.t)).not.toBe(original.t);
    expect({ kot: i18n.kot, t: i18n.t }).toEqual(original);
    expect(() =>
      withMemoisedTranslations(() => {
        throw new Error('iztro failed');
      }),
    ).toThrow('iztro failed');
    expect({ kot: i18n.kot, t: i18n.t }).toEqual(original);
  });

  it('answers as iztro’s t for every key, in each of its six languages and after switching back', () => {
    const resources = i18n.default.options.resources ?? {};
    // Its keys, and its texts too: iztro also passes strings it has already translated.
    const words = new Set<string>();
    for (const { translation } of Object.values(resources)) {
      for (const [key, text] of Object.entries(translation as Record<string, string>)) words.add(key).add(text);
    }
    const keys = [...words];
    const languages = Object.keys(resources);
    expect(keys.length).toBeGreaterThan(1000);
    try {
      for (const language of [...languages, languages[0]!]) {
        i18n.setLanguage(language as Parameters<typeof i18n.setLanguage>[0]);
        const plain = keys.map((key) => i18n.t(key));
        const memoised = () => withMemoisedTranslations(() => keys.map((key) => i18n.t(key)));
        expect(memoised(), language).toEqual(plain);
        expect(memoised(), language).toEqual(plain);
      }
    } finally {
      i18n.setLanguage('zh-CN');
    }
  });

  // Thousands of calls to iztro's own (slow, linear) lookup: given room on a busy machine.
  it(
    'answers as iztro’s kot for every key and translation of its six locales, with each k iztro passes',
    { timeout: 30_000 },
    () => {
      const resources = i18n.default.options.resources ?? {};
      const vocabulary = new Set<unknown>([undefined, null, '', 'undefined', '不是星曜', ...Object.keys(STAR_ALIASES)]);
      for (const { translation } of Object.values(resources)) {
        for (const [key, text] of Object.entries(translation as Record<string, string>)) vocabulary.add(key).add(text);
      }
      expect(Object.keys(resources)).toHaveLength(6);
      expect(vocabulary.size).toBeGreaterThan(1000);
      // The k iztro's modules pass, its misspelt 'Heavnly' included.
      const values = [...vocabulary];
      for (const k of [undefined, 'Earthly', 'Heavenly', 'Heavnly']) {
        const plain = values.map((value) => plainKot(value, k));
        // Twice: the second answers come from the memo. One comparison per round keeps a
        // 4 × 1,000-word check fast on a busy machine; a mismatch shows as an array diff.
        expect(values.map((value) => memoisedKot(value, k))).toEqual(plain);
        expect(values.map((value) => memoisedKot(value, k))).toEqual(plain);
      }
    },
  );
});

type Birth = {
  readonly date: string;
  readonly hourIndex: number;
  readonly gender: '男' | '女';
  readonly lunar: boolean;
  readonly leapMonth: boolean;
};

/** A random solar birth, every fourth given by its lunar date (leap months included) instead. */
function randomBirth(random: () => number, n: number): Birth {
  const [year, month, day] = randomDate(random);
  const hourIndex = Math.floor(random() * 13);
  const gender = random() < 0.5 ? '男' : '女';
  if (n % 4 !== 3) return { date: `${year}-${month}-${day}`, hourIndex, gender, lunar: false, leapMonth: false };
  const lunar = SolarDay.fromYmd(year, month, day).getLunarDay();
  const lunarMonth = lunar.getLunarMonth();
  return {
    date: `${lunar.getYear()}-${lunarMonth.getMonth()}-${lunar.getDay()}`,
    hourIndex,
    gender,
    lunar: true,
    leapMonth: lunarMonth.isLeap(),
  };
}

/**
 * The whole astrolabe and one horoscope of it as JSON text, or iztro's error: iztro reads
 * lunar dates through lunar-typescript, which gives a few months a different length than
 * tyme4ts (2050's 三月 has 29 days there), so a drawn lunar date can be one iztro refuses.
 */
function chartText(birth: Birth, at: string, atHour: number): string {
  try {
    const astrolabe = birth.lunar
      ? astro.byLunar(birth.date, birth.hourIndex, birth.gender, birth.leapMonth, true)
      : astro.bySolar(birth.date, birth.hourIndex, birth.gender, true);
    return `${JSON.stringify(astrolabe)}\n${JSON.stringify(astrolabe.horoscope(at, atHour))}`;
  } catch (error) {
    return `iztro refused: ${String(error)}`;
  }
}

describe('iztro with memoised translations gives plain iztro’s charts', () => {
  // Plain iztro takes about 30 ms for a chart and its horoscope: a block runs about 10 s.
  for (const [block, seed] of [
    [1, 271],
    [2, 272],
    [3, 273],
    [4, 274],
  ] as const) {
    it(
      `whole astrolabe and horoscope JSON for 250 random births 1801–2199 (block ${block} of 4)`,
      { timeout: 120_000 },
      () => {
        const random = seeded(seed);
        for (let n = 0; n < 250; n += 1) {
          const birth = randomBirth(random, n);
          const [year, month, day] = randomDate(random, 1900, 2100);
          const at = `${year}-${month}-${day}`;
          const atHour = Math.floor(random() * 13);
          const plain = chartText(birth, at, atHour);
          expect(
            withMemoisedTranslations(() => chartText(birth, at, atHour)),
            `${JSON.stringify(birth)} at ${at}`,
          ).toBe(plain);
        }
      },
    );
  }
});
