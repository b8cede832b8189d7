import { describe, expect, it } from 'vitest';
import { simplifiedOnlyCharacters } from '@tarot/core/glossary/simplified-only';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@tarot/core/tarot/types';
import { baziReading } from '@tarot/core/calendar/bazi/reading/reading';
import { renderReading } from '@tarot/core/calendar/bazi/reading/render';
import { chartOf, HAN, wordsOf } from '@tarot/core/calendar/bazi/reading/test-support';
import { loadBaziReadingTexts as loadReadingTexts } from '../../src/web/bazi';

// A chart whose reading quotes a month branch (帝旺 in 子), the rooting stems, and 冲, 合 and 刑
// with the 2026 大运 and 流年: every kind of parameter that names a character.
const reading = baziReading(chartOf('1980-12-15 10:30 male'), { year: 2026, month: 6, day: 1 });
const render = async (language: ContentLanguage) => renderReading(reading, await loadReadingTexts(language), language);
const SIMPLIFIED_ONLY = simplifiedOnlyCharacters();

describe('reading parameters in the reader’s language', () => {
  it('the chart quotes a branch, stems, and stem and branch relations', () => {
    const notes = [
      ...reading.strength.reasons,
      ...reading.pattern.reasons,
      ...[reading.fortune.decade!, ...reading.fortune.years].flatMap((period) => period.notes),
    ];
    const params = notes.flatMap((note) => Object.keys(note.params ?? {}));
    expect(params).toEqual(expect.arrayContaining(['branch', 'stems', 'stem', 'relations']));
    const kinds = notes.flatMap((note) => (note.params?.relations as { kind: string }[] | undefined) ?? []);
    expect(kinds.map((r) => r.kind)).toEqual(expect.arrayContaining(['天干相冲', '六冲']));
  });

  it.each(CONTENT_LANGUAGES.filter((language) => !['zh-Hans', 'zh-Hant', 'ja'].includes(language)))(
    '%s writes no Chinese character',
    async (language) => {
      expect(wordsOf(await render(language)).filter((text) => HAN.test(text))).toEqual([]);
    },
  );

  it('zh-Hant texts hold no Simplified-only character', async () => {
    const texts = Object.values(await loadReadingTexts('zh-Hant'));
    expect(texts.filter((text) => [...text].some((c) => SIMPLIFIED_ONLY.has(c)))).toEqual([]);
  });

  it('zh-Hant writes no Simplified-only character', async () => {
    const flagged = wordsOf(await render('zh-Hant')).filter((text) => [...text].some((c) => SIMPLIFIED_ONLY.has(c)));
    expect(flagged).toEqual([]);
  });

  it('names the relations with their kind and members in each language', async () => {
    const sentences = async (language: ContentLanguage) =>
      (await render(language)).fortune.years.flatMap((year) => year.notes.map((line) => line.text)).join('\n');
    expect(await sentences('en')).toMatch(/Clash: \w+ \(\w+\) – \w+ \(\w+\)/);
    expect(await sentences('ru')).toMatch(/Столкновение: /);
    expect(await sentences('zh-Hans')).toMatch(/[子丑寅卯辰巳午未申酉戌亥]{2}六冲/);
    expect(await sentences('zh-Hant')).toMatch(/[子丑寅卯辰巳午未申酉戌亥]{2}六沖/);
  });
});
