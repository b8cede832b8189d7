import { describe, expect, it } from 'vitest';
import { findSpread } from '@tarot/core/tarot/spreads';
import { CONTENT_LANGUAGES } from '@tarot/core/tarot/types';
import { composeReading } from '@tarot/core/tarot/reading/compose';
import { interpretReading } from '@tarot/core/tarot/reading/interpret';
import { READING_RULES } from '@tarot/core/tarot/reading/rules';
import { down, up } from '@tarot/core/tarot/reading/test-draws';
import { loadCardTexts } from '../../src/web/tarot';
import { loadTarotReadingTexts as loadReadingTexts } from '../../src/web/tarot-reading';

const spread = findSpread('three-times')!;
const cards = [up('cups-02'), down('cups-06'), up('wands-04')];
const positionName = (index: number) => ['Past', 'Present', 'Future'][index]!;

describe('composing a reading', () => {
  it('quotes the question, says how it was read, names the patterns and rests on the last card', async () => {
    const [texts, cardTexts] = await Promise.all([loadReadingTexts('en'), loadCardTexts('en')]);
    const interpretation = interpretReading(spread, cards, 'Will my relationship grow this year?');
    const reading = composeReading({ interpretation, cards, cardTexts, texts, positionName });

    expect(reading.patterns[0]).toContain('(Two of Cups, Six of Cups)');
    expect(reading.leaning).toBe(texts.leaning.yes);
    expect(reading.opening).toBe('You asked: “Will my relationship grow this year?”');
    expect(reading.lens).toBe(texts.topics.relationship);
    expect(reading.closing).toEqual([
      `The spread comes to rest on Four of Wands (upright) in “Future”: ${cardTexts['wands-04']!.keywords.upright.join(', ')}.`,
      texts.synthesis.tone.mixed,
    ]);
  });

  it('speaks of the querent’s own concern when no question was written, in Chinese too', async () => {
    const [texts, cardTexts] = await Promise.all([loadReadingTexts('zh-Hans'), loadCardTexts('zh-Hans')]);
    const interpretation = interpretReading(spread, cards);
    const reading = composeReading({ interpretation, cards, cardTexts, texts, positionName: () => '未来' });
    expect(reading.opening).toBe(texts.synthesis.noQuestion);
    expect(reading.closing[0]).toMatch(/^整组牌最终落在「未来」的权杖四（正位）：/);
    expect(reading.leaning).toBeNull();
  });
});

describe.each(CONTENT_LANGUAGES)('reading texts in %s', (language) => {
  it('word every pattern, naming the cards where the rule names them', async () => {
    const texts = await loadReadingTexts(language);
    for (const { code } of READING_RULES) expect(texts.patterns[code]?.trim(), code).toBeTruthy();
    // Rules that count cards of a kind or a pair say which cards they mean.
    const naming = [
      'majorsPastFuture',
      'towerThenStar',
      'sunAndMoon',
      'loversAndDevil',
      'courtPeople',
      'cupsInLove',
    ] as const;
    for (const code of naming) expect(texts.patterns[code], code).toContain('{cards}');
  });

  it('quote the question and fill every part of the synthesis', async () => {
    const texts = await loadReadingTexts(language);
    expect(texts.synthesis.question).toContain('{question}');
    for (const slot of ['{position}', '{card}', '{orientation}', '{keywords}'])
      expect(texts.synthesis.anchor).toContain(slot);
  });
});
