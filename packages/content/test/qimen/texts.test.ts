import { describe, expect, it } from 'vitest';
import { simplifiedOnlyCharacters } from '@tarot/core/glossary/simplified-only';
import { TERM_LANGUAGES } from '@tarot/core/glossary/renderings';
import { qimenChart } from '@tarot/core/qimen/chart';
import { qimenPatterns } from '@tarot/core/qimen/patterns/detect';
import { qimenReadingFacts } from '@tarot/core/qimen/reading/facts';
import { QUESTION_KINDS } from '@tarot/core/qimen/reading/question';
import { renderQimenPatterns, renderQimenReading } from '@tarot/core/qimen/reading/render';
import { readTexts } from '../../src/server/read-texts';

// The schema itself is checked for every language by schemas.test.ts.
const textsOf = (lang: (typeof TERM_LANGUAGES)[number]) => readTexts('qimen/reading', lang);

/** Moments whose charts between them use every line code (see facts.test.ts in core). */
const MOMENTS = ['2024-01-01 00:30', '2024-01-01 02:30', '2024-01-01 04:30', '2024-01-01 18:30', '2024-01-03 12:30'];
const chartAt = (at: string) => {
  const [y, mo, d, h, mi] = at.split(/[- :]/).map(Number) as [number, number, number, number, number];
  return qimenChart({ year: y, month: mo, day: d, hour: h, minute: mi });
};

describe.each(TERM_LANGUAGES)('奇门 texts in %s', (lang) => {
  it('write whole readings for every question: no placeholder left, the Chinese beside each term outside Chinese and Japanese', () => {
    const texts = textsOf(lang);
    for (const at of MOMENTS) {
      const chart = chartAt(at);
      const patterns = qimenPatterns(chart);
      for (const question of QUESTION_KINDS) {
        const reading = renderQimenReading(qimenReadingFacts(chart, patterns, question), texts, lang);
        const all = reading.lines.map((l) => l.text).join('\n');
        expect(all).not.toMatch(/\{\{|\}\}/);
        if (!['zh-Hans', 'zh-Hant', 'ja'].includes(lang)) {
          expect(reading.yongShen.label).toContain(`(${reading.yongShen.name})`);
          expect(reading.asker.label).toContain(`(${reading.asker.stem})`);
        }
      }
      for (const p of renderQimenPatterns(patterns, texts, lang)) expect(p.text.length).toBeGreaterThan(0);
    }
  });
});

describe('zh-Hant 奇门 texts', () => {
  it('use no Simplified-only character', () => {
    const simplified = simplifiedOnlyCharacters();
    const values = JSON.stringify(textsOf('zh-Hant'), (key, value) => value).replace(/"[^"]*":/g, '');
    expect([...values].filter((c) => simplified.has(c))).toEqual([]);
  });
});
