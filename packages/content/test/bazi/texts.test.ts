import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '@tarot/core/tarot/types';
import { baziChart } from '@tarot/core/calendar/bazi/chart';
import { randomDate, seeded } from '@tarot/core/calendar/test-random';
import { baziReading } from '@tarot/core/calendar/bazi/reading/reading';
import { renderReading } from '@tarot/core/calendar/bazi/reading/render';
import { HAN, wordsOf } from '@tarot/core/calendar/bazi/reading/test-support';
import { loadBaziReadingTexts as loadReadingTexts } from '../../src/web/bazi';

/** Readings that write stems, branches and terms in Chinese characters. */
const CHARACTER_LANGUAGES: ReadonlySet<string> = new Set(['zh-Hans', 'zh-Hant', 'ja']);

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('reading texts', () => {
  it.each(CONTENT_LANGUAGES)(
    '%s has every code of the Simplified original, quoting the same parameters',
    async (language) => {
      const [original, texts] = await Promise.all([loadReadingTexts('zh-Hans'), loadReadingTexts(language)]);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(original).sort());
      for (const [code, text] of Object.entries(texts)) {
        // Chinese and Japanese join a relation's characters with nothing ('子午').
        if (code !== 'relation.joiner') expect(text.trim(), code).not.toBe('');
        expect(placeholders(text), code).toEqual(placeholders(original[code]!));
      }
    },
  );

  it.each(CONTENT_LANGUAGES)('%s puts 300 seeded readings into words without a gap', async (language) => {
    const texts = await loadReadingTexts(language);
    const random = seeded(33);
    for (let n = 0; n < 300; n += 1) {
      const [year, month, day] = randomDate(random, 1920, 2030);
      const chart = baziChart({
        year,
        month,
        day,
        hour: Math.floor(random() * 24),
        minute: 0,
        gender: 'female',
        ziSect: 'nextDay',
      });
      const rendered = renderReading(baziReading(chart, { year: 2026, month: 3, day: 1 }), texts, language);
      const all = JSON.stringify(rendered);
      expect(all, chart.eightChar).not.toMatch(/\{\{|undefined/);
      if (!CHARACTER_LANGUAGES.has(language)) expect(wordsOf(rendered).filter((text) => HAN.test(text))).toEqual([]);
    }
  });

  it('speaks English names for elements and ten gods, and Chinese in Chinese', async () => {
    const chart = baziChart({ year: 1990, month: 5, day: 15, hour: 10, minute: 30, gender: 'male', ziSect: 'nextDay' });
    const reading = baziReading(chart, { year: 2026, month: 6, day: 1 });
    const en = renderReading(reading, await loadReadingTexts('en'), 'en');
    expect(en.strength.levelName).toBe('Strong');
    expect(en.pattern.name).toBe('Seven Killings structure');
    expect(en.pattern.reasons[0]!.text).toBe(
      'None of the stems hidden in the Si (Snake) month shows among the stems, so the main one, Yang Fire (Seven Killings), sets the structure.',
    );
    expect(en.strength.reasons[3]!.text).toBe(
      'What presses on the day master takes the rest: Authority controls 40, Output drains 2, Wealth spends 5.',
    );
    expect(en.elements.useful[0]).toMatchObject({ element: '火', elementName: 'Fire', categoryName: 'Authority' });
    const hant = renderReading(reading, await loadReadingTexts('zh-Hant'), 'zh-Hant');
    expect(hant.pattern.name).toBe('七殺格');
    expect(hant.strength.reasons[1]!.text).toBe('地支藏干中有己、戊、庚為根或生扶，得地（+17）。');
  });
});
